<?php
/**
 * Order amounts in Stripe's minor units and back, by Stripe's currency rules.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

defined( 'ABSPATH' ) || exit;

/**
 * The one place the plugin converts amounts (https://docs.stripe.com/currencies, "Minor units in API amounts" and
 * "Special cases"). Stripe counts integers in the currency's minor unit, two decimals unless listed:
 *
 * - zero-decimal currencies are sent unscaled (1099 JPY is 1099);
 * - three-decimal currencies (BHD, JOD, KWD, OMR, TND) are sent in thousandths whose last digit is 0, so an amount
 *   is rounded to the nearest ten (5.124 KWD is 5120);
 * - ISK and UGX "transitioned to a zero-decimal currency, but backwards compatibility requires you to represent it
 *   as a two-decimal value, where the decimal amount is always 00" (5 ISK is 500; no fractions): UGX is on Stripe's
 *   zero-decimal list too, the special case is the one that governs the API, so both are two decimals here with
 *   whole units only;
 * - HUF and TWD are zero-decimal for payouts only ("even though you can charge two-decimal amounts"): the plugin
 *   makes no payouts, so they are two-decimal currencies like any other.
 */
final class StripeAmount {

	/** Stripe's zero-decimal list, less UGX (a special case, see above). */
	public const ZERO_DECIMAL = [ 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' ];

	/** Three-decimal currencies: thousandths, last digit 0. */
	public const THREE_DECIMAL = [ 'BHD', 'JOD', 'KWD', 'OMR', 'TND' ];

	/** Zero-decimal in fact, two-decimal in the API: whole units times 100. */
	public const WHOLE_UNITS_AS_TWO_DECIMAL = [ 'ISK', 'UGX' ];

	/**
	 * Decimals of a currency in Stripe's API amounts.
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
	 * The step every API amount of the currency is a multiple of: 100 for ISK and UGX (whole units), 10 for the
	 * three-decimal currencies (last digit 0), else 1.
	 *
	 * @param string $currency ISO code, any case.
	 */
	public static function step( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::WHOLE_UNITS_AS_TWO_DECIMAL, true ) ) {
			return 100;
		}
		return in_array( $currency, self::THREE_DECIMAL, true ) ? 10 : 1;
	}

	/**
	 * Decimals an amount of the currency is shown with (order notes): 0 for ISK and UGX, else the API's.
	 *
	 * @param string $currency ISO code, any case.
	 */
	public static function shown_decimals( string $currency ): int {
		return 100 === self::step( $currency ) ? 0 : self::decimals( $currency );
	}

	/**
	 * Minor units to the major unit (1099 USD is 10.99; 1099 JPY is 1099; 50000 ISK is 500).
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO code.
	 */
	public static function to_major( int $minor, string $currency ): float {
		$decimals = self::decimals( $currency );
		return round( $minor / ( 10 ** $decimals ), $decimals );
	}

	/**
	 * The major unit to Stripe's minor units, rounded half up to the currency's step (10.99 USD is 1099; 1099 JPY is
	 * 1099; 500 ISK is 50000; 5.124 KWD is 5120). The product is first rounded to 6 decimals, so float noise
	 * (0.285 × 100 = 28.4999…) cannot round a half down.
	 *
	 * @param float|string $major    Amount, e.g. an order total.
	 * @param string       $currency ISO code.
	 */
	public static function to_minor( float|string $major, string $currency ): int {
		$step  = self::step( $currency );
		$minor = round( (float) $major * ( 10 ** self::decimals( $currency ) ), 6 );
		return (int) ( round( $minor / $step ) * $step );
	}

	/**
	 * An amount with its currency, for order notes ("10.99 USD", "500 ISK").
	 *
	 * @param int    $minor    Amount in minor units.
	 * @param string $currency ISO code.
	 */
	public static function format( int $minor, string $currency ): string {
		return number_format( self::to_major( $minor, $currency ), self::shown_decimals( $currency ), '.', '' ) . ' ' . strtoupper( $currency );
	}
}
