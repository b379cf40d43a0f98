<?php
/**
 * A succeeded intent pays the order only when Stripe received the order's total in its currency.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Tests\Support\WebhookTestCase;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * `amount_received` and `currency` against the order (StripeAmount's minor units); a mismatch is on hold with a note.
 */
final class AmountCheckTest extends WebhookTestCase {

	/** @return array<string, array{string, string, array<string, mixed>, string}> price, currency, intent fields, note */
	public static function mismatches(): array {
		return [
			'less received'     => [ '20', 'USD', [ 'amount' => 1500, 'amount_received' => 1500 ], 'received 15.00 USD, but the order is for 20.00 USD' ],
			'more received'     => [ '20', 'USD', [ 'amount_received' => 2001 ], 'received 20.01 USD, but the order is for 20.00 USD' ],
			'another currency'  => [ '20', 'USD', [ 'currency' => 'eur' ], 'received 20.00 EUR, but the order is for 20.00 USD' ],
			'nothing received'  => [ '20', 'USD', [ 'amount_received' => 0 ], 'received 0.00 USD' ],
			'yen read as cents' => [ '2000', 'JPY', [ 'currency' => 'jpy', 'amount' => 200000, 'amount_received' => 200000 ], 'received 200000 JPY, but the order is for 2000 JPY' ],
		];
	}

	/**
	 * @dataProvider mismatches
	 * @param string               $price    The order's product price.
	 * @param string               $currency The order's currency.
	 * @param array<string, mixed> $fields   The intent's fields.
	 * @param string               $note     Words of the note.
	 */
	public function test_a_mismatch_puts_the_order_on_hold_with_a_note_and_never_pays_it( string $price, string $currency, array $fields, string $note ): void {
		$order = $this->order( 'pi_amount', $price, $currency );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_amount', $fields + [ 'latest_charge' => 'ch_amount' ] ) );

		$order = self::reload( $order );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertNull( $order->get_date_paid() );
		$this->assertSame( 1, self::notes_containing( $order, $note ) );
		$this->assertSame( 'ch_amount', $order->get_transaction_id() );
	}

	public function test_a_repeated_mismatch_adds_no_second_note(): void {
		$order = $this->order( 'pi_amount' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_amount', [ 'amount_received' => 1000 ] ), 'evt_1' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_amount', [ 'amount_received' => 1000 ] ), 'evt_2' );

		$this->assertSame( 1, self::notes_containing( self::reload( $order ), 'received 10.00 USD' ) );
	}

	public function test_zero_decimal_and_three_decimal_totals_match_in_stripes_units(): void {
		$yen   = $this->order( 'pi_yen', '2000', 'JPY' );
		$dinar = $this->order( 'pi_dinar', '12.34', 'KWD' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_yen', [ 'currency' => 'jpy', 'amount' => 2000, 'amount_received' => 2000 ] ), 'evt_yen' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_dinar', [ 'currency' => 'kwd', 'amount' => 12340, 'amount_received' => 12340 ] ), 'evt_dinar' );

		$this->assertSame( 'processing', self::reload( $yen )->get_status() );
		$this->assertSame( 'processing', self::reload( $dinar )->get_status() );
	}

	public function test_stripes_special_currencies_match_as_stripe_writes_them(): void {
		// ISK: whole krónur written with two decimals; HUF: two decimals (Stripe's special cases, StripeAmount).
		$krona  = $this->order( 'pi_isk', '1234', 'ISK' );
		$forint = $this->order( 'pi_huf', '10.45', 'HUF' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_isk', [ 'currency' => 'isk', 'amount' => 123400, 'amount_received' => 123400 ] ), 'evt_isk' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_huf', [ 'currency' => 'huf', 'amount' => 1045, 'amount_received' => 1045 ] ), 'evt_huf' );

		$this->assertSame( 'processing', self::reload( $krona )->get_status() );
		$this->assertSame( 'processing', self::reload( $forint )->get_status() );

		// Read as a zero-decimal currency, 1234 would be 1,234 krónur written as 1234: a hundredth of the total.
		$short = $this->order( 'pi_isk_short', '1234', 'ISK' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_isk_short', [ 'currency' => 'isk', 'amount' => 1234, 'amount_received' => 1234 ] ), 'evt_isk_short' );
		$this->assertSame( 'on-hold', self::reload( $short )->get_status() );
	}
}
