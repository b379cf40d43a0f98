/**
 * Price rules of spec 5, without the DOM.
 */

/** A price filter: both ends optional. */
export interface PriceRange {
	min: number | null;
	max: number | null;
}

const NONE: PriceRange = { min: null, max: null };

/**
 * A typed number, or null for an empty or non-numeric box.
 *
 * @param text The box's value.
 */
export function readNumber( text: string ): number | null {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return null;
	}
	const value = Number( trimmed );
	return Number.isFinite( value ) ? value : null;
}

/**
 * A text range is invalid when 'to' is below 'from' or 'from' is negative: then both bounds go.
 *
 * @param range The typed range.
 */
export function validateRange( range: PriceRange ): PriceRange {
	const { min, max } = range;
	if (
		( min !== null && min < 0 ) ||
		( min !== null && max !== null && max < min )
	) {
		return NONE;
	}
	return range;
}

/**
 * A dropdown or radio value: -1 means no price filter; otherwise split on the dash into minimum and maximum.
 *
 * @param value The option's value, such as "10-50".
 */
export function parseRangeValue( value: string ): PriceRange {
	if ( value === '-1' || value === '' ) {
		return NONE;
	}
	const [ min, max ] = value.split( '-' ).map( readNumber );
	return validateRange( { min: min ?? null, max: max ?? null } );
}

/**
 * From the visitor's currency to the shop's: divided by the currency rate (a currency switcher's), and for slider
 * values by the tax factor too; text box values are rounded up (to a cent).
 *
 * @param value  Shown value.
 * @param source `text` for a number box, `slider` for a range input.
 * @param rate   Currency rate (1 without a switcher).
 * @param tax    Tax factor (1 when prices are shown without tax).
 */
export function toShopPrice(
	value: number,
	source: 'text' | 'slider',
	rate: number,
	tax: number
): number {
	if ( source === 'text' ) {
		return Math.ceil( ( value / rate ) * 100 - 1e-9 ) / 100;
	}
	return Math.round( ( value / rate / tax ) * 100 ) / 100;
}
