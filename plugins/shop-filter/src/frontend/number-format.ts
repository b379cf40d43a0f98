/**
 * Spec 9: numbers show 2 decimals, '.' as decimal and ',' as thousands separator. The PHP twin is
 * includes/Form/PriceFormat.php.
 *
 * @param value    Number.
 * @param decimals Decimals (2).
 */
export function formatNumber( value: number, decimals = 2 ): string {
	const [ whole, fraction ] = Math.abs( value )
		.toFixed( decimals )
		.split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, ',' );
	return (
		( value < 0 ? '-' : '' ) +
		grouped +
		( fraction ? `.${ fraction }` : '' )
	);
}

/**
 * A price as a query value: 2 decimals at most, no trailing zeros ("10", "10.5").
 *
 * @param value Price.
 */
export function priceParam( value: number ): string {
	return String( Math.round( value * 100 ) / 100 );
}
