<?php
/**
 * Stripe's currency rules, every currency Stripe lists as a case of its own.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Tests\Support\StripeTestCase;

require_once __DIR__ . '/Support/StripeTestCase.php';

/**
 * https://docs.stripe.com/currencies: the zero-decimal list, the three-decimal list and the special cases (ISK, HUF,
 * TWD, UGX), both directions, with two-decimal currencies as the control.
 */
final class StripeAmountTest extends StripeTestCase {

	/** Stripe's zero-decimal list as published (UGX included: its special case governs, see below). */
	private const STRIPE_ZERO_DECIMAL = [ 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' ];

	/** Stripe's three-decimal currencies. */
	private const STRIPE_THREE_DECIMAL = [ 'BHD', 'JOD', 'KWD', 'OMR', 'TND' ];

	/** @return array<string, array{string, string, int, float, string}> currency, order amount, API amount, amount read back, note text */
	public static function amounts(): array {
		$cases = [];
		foreach ( array_diff( self::STRIPE_ZERO_DECIMAL, [ 'UGX' ] ) as $currency ) {
			$cases[ "$currency is zero-decimal: unscaled" ] = [ $currency, '1099', 1099, 1099.0, "1099 $currency" ];
		}
		foreach ( self::STRIPE_THREE_DECIMAL as $currency ) {
			$cases[ "$currency is three-decimal: last digit 0, rounded down" ] = [ $currency, '5.124', 5120, 5.12, "5.120 $currency" ];
			$cases[ "$currency is three-decimal: last digit 0, rounded up" ]   = [ $currency, '5.125', 5130, 5.13, "5.130 $currency" ];
		}
		foreach ( [ 'ISK', 'UGX' ] as $currency ) {
			$cases[ "$currency is whole units written with two decimals" ] = [ $currency, '5', 500, 5.0, "5 $currency" ];
			$cases[ "$currency cannot charge a fraction" ]                 = [ $currency, '1234.56', 123500, 1235.0, "1235 $currency" ];
		}
		foreach ( [ 'HUF', 'TWD' ] as $currency ) {
			$cases[ "$currency charges two-decimal amounts (zero-decimal for payouts only)" ] = [ $currency, '10.45', 1045, 10.45, "10.45 $currency" ];
		}
		$cases['USD, the two-decimal control']          = [ 'USD', '10.99', 1099, 10.99, '10.99 USD' ];
		$cases['EUR, in lower case']                    = [ 'eur', '20.5', 2050, 20.5, '20.50 EUR' ];
		$cases['a half cent float noise does not drop'] = [ 'USD', '0.285', 29, 0.29, '0.29 USD' ];
		return $cases;
	}

	/**
	 * @dataProvider amounts
	 * @param string $currency ISO code.
	 * @param string $major    The order's amount.
	 * @param int    $minor    What Stripe is sent.
	 * @param float  $back     What Stripe's amount reads back as.
	 * @param string $note     The amount in an order note.
	 */
	public function test_each_currency_converts_as_stripe_documents( string $currency, string $major, int $minor, float $back, string $note ): void {
		$this->assertSame( $minor, StripeAmount::to_minor( $major, $currency ) );
		$this->assertSame( $minor, StripeAmount::to_minor( (float) $major, $currency ), 'a float total converts the same' );
		$this->assertSame( $back, StripeAmount::to_major( $minor, $currency ) );
		$this->assertSame( $note, StripeAmount::format( $minor, $currency ) );
		$this->assertSame( 0, $minor % StripeAmount::step( $currency ), 'every amount sent is a multiple of the step' );
	}

	public function test_the_lists_are_stripes_with_ugx_moved_to_its_special_case(): void {
		$this->assertSame( array_values( array_diff( self::STRIPE_ZERO_DECIMAL, [ 'UGX' ] ) ), StripeAmount::ZERO_DECIMAL );
		$this->assertSame( self::STRIPE_THREE_DECIMAL, StripeAmount::THREE_DECIMAL );
		$this->assertSame( [ 'ISK', 'UGX' ], StripeAmount::WHOLE_UNITS_AS_TWO_DECIMAL );
		$this->assertSame( [ 2, 2, 2, 2 ], array_map( [ StripeAmount::class, 'decimals' ], [ 'ISK', 'UGX', 'HUF', 'TWD' ] ) );
	}
}
