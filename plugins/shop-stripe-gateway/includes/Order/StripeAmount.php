<?php
/**
 * Stripe amounts in minor units, converted to the currency's major unit.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

/**
 * Stripe sends integers in the currency's smallest unit: cents for USD, but yen for JPY (zero-decimal) and fils for
 * KWD (three decimals). https://docs.stripe.com/currencies#zero-decimal
 */
final class StripeAmount {

	private const ZERO_DECIMAL = [ 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' ];

	private const THREE_DECIMAL = [ 'BHD', 'JOD', 'KWD', 'OMR', 'TND' ];

	/**
	 * Decimals of a currency as Stripe counts them.
	 *
	 * @param string $currency ISO code, any case.
	 */
	public static function decimals( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::ZERO_DECIMAL, true ) ) {
			return 0;
		}
		return in_array( $currency, self::THREE_DECIMAL, true ) ? 3 : 2;
	}

	/**
	 * Minor units to the major unit (1099 USD is 10.99; 1099 JPY is 1099).
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO code.
	 */
	public static function to_major( int $minor, string $currency ): float {
		$decimals = self::decimals( $currency );
		return round( $minor / ( 10 ** $decimals ), $decimals );
	}

	/**
	 * The major unit to Stripe's minor units (10.99 USD is 1099; 1099 JPY is 1099), rounded as Stripe expects.
	 *
	 * @param float|string $major    Amount, e.g. an order total.
	 * @param string       $currency ISO code.
	 */
	public static function to_minor( float|string $major, string $currency ): int {
		return (int) round( (float) $major * ( 10 ** self::decimals( $currency ) ) );
	}

	/**
	 * An amount with its currency, for order notes ("10.99 USD").
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO code.
	 */
	public static function format( int $minor, string $currency ): string {
		return number_format( self::to_major( $minor, $currency ), self::decimals( $currency ), '.', '' ) . ' ' . strtoupper( $currency );
	}
}
