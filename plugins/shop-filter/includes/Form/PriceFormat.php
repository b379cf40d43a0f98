<?php
/**
 * Prices as the form writes them.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * Spec 9: 2 decimals, '.' as decimal and ',' as thousands separator, with the shop's currency symbol in front.
 * The TypeScript twin is src/frontend/number-format.ts.
 */
final class PriceFormat {

	/**
	 * A price as text: "$1,250.00".
	 *
	 * @param float $value Price.
	 */
	public static function text( float $value ): string {
		$symbol = function_exists( 'get_woocommerce_currency_symbol' ) ? html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ) : '$';
		return $symbol . number_format( $value, 2, '.', ',' );
	}

	/**
	 * A range as text: "$10.00 – $50.00", open ends as "from"/"up to".
	 *
	 * @param float|null $min Lowest.
	 * @param float|null $max Highest.
	 */
	public static function range( ?float $min, ?float $max ): string {
		if ( null === $max ) {
			/* translators: %s: lowest price */
			return sprintf( __( 'from %s', 'shop-filter' ), self::text( (float) $min ) );
		}
		if ( null === $min ) {
			/* translators: %s: highest price */
			return sprintf( __( 'up to %s', 'shop-filter' ), self::text( $max ) );
		}
		return self::text( $min ) . ' – ' . self::text( $max );
	}
}
