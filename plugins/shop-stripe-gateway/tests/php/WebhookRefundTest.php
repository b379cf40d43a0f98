<?php
/**
 * What charge.refunded does to orders.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use ShopStripeGateway\Webhooks\EventStore;
use WC_Order;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * Refunds made in Stripe become WooCommerce refunds for the part not yet refunded, in the currency's own decimals,
 * and are never recorded twice: not on a repeat, and not when the refund was made from wp-admin.
 */
final class WebhookRefundTest extends WebhookTestCase {

	public function test_a_partial_refund_records_the_amount_and_the_stripe_refund_id(): void {
		$order = $this->paid_order( 'pi_part' );

		$this->deliver( 'charge.refunded', $this->charge( 'pi_part', 750, [ 're_1' ] ) );

		$order = self::reload( $order );
		$this->assertSame( 7.5, (float) $order->get_total_refunded() );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( [ 're_1' ], array_values( array_map( static fn ( $meta ) => $meta->value, $order->get_refunds()[0]->get_meta( OrderMeta::REFUND_ID, false ) ) ) );
	}

	public function test_a_full_refund_refunds_the_order(): void {
		$order = $this->paid_order( 'pi_full' );

		$this->deliver( 'charge.refunded', $this->charge( 'pi_full', 2000, [ 're_1' ] ) );

		$order = self::reload( $order );
		$this->assertSame( 20.0, (float) $order->get_total_refunded() );
		$this->assertSame( 'refunded', $order->get_status() );
	}

	public function test_a_second_refund_records_only_the_new_part_and_a_repeat_nothing(): void {
		$order = $this->paid_order( 'pi_two' );

		$this->deliver( 'charge.refunded', $this->charge( 'pi_two', 500, [ 're_1' ] ), 'evt_1' );
		$this->deliver( 'charge.refunded', $this->charge( 'pi_two', 1200, [ 're_2', 're_1' ] ), 'evt_2' );
		$this->deliver( 'charge.refunded', $this->charge( 'pi_two', 1200, [ 're_2', 're_1' ] ), 'evt_3' );
		$this->deliver( 'charge.refunded', $this->charge( 'pi_two', 500, [ 're_1' ] ), 'evt_4' ); // Late, older state.

		$order   = self::reload( $order );
		$amounts = array_map( static fn ( $refund ): float => (float) $refund->get_amount(), $order->get_refunds() );
		sort( $amounts );
		$this->assertSame( [ 5.0, 7.0 ], $amounts );
		$this->assertSame( 12.0, (float) $order->get_total_refunded() );
	}

	public function test_a_refund_made_from_wp_admin_is_not_recorded_again(): void {
		$order = $this->paid_order( 'pi_admin' );
		wc_create_refund( [ 'order_id' => $order->get_id(), 'amount' => '8.00', 'reason' => 'From wp-admin' ] );

		$this->deliver( 'charge.refunded', $this->charge( 'pi_admin', 800, [ 're_admin' ] ) );

		$order = self::reload( $order );
		$this->assertCount( 1, $order->get_refunds() );
		$this->assertSame( 8.0, (float) $order->get_total_refunded() );
	}

	public function test_zero_decimal_currencies_are_not_divided_by_a_hundred(): void {
		$order = $this->paid_order( 'pi_jpy', '5000', 'JPY' );

		$this->deliver( 'charge.refunded', $this->charge( 'pi_jpy', 2000, [ 're_jpy' ], 'jpy' ) );

		$this->assertSame( 2000.0, (float) self::reload( $order )->get_total_refunded() );
	}

	public function test_the_order_is_found_by_the_charge_id_when_the_charge_names_no_intent(): void {
		$order = $this->paid_order( 'pi_by_charge' );

		$this->deliver( 'charge.refunded', $this->charge( '', 300, [ 're_1' ] ) );

		$this->assertSame( 3.0, (float) self::reload( $order )->get_total_refunded() );
	}

	public function test_a_refund_in_another_currency_than_the_orders_is_ignored(): void {
		$order = $this->paid_order( 'pi_eur' );

		$this->deliver( 'charge.refunded', $this->charge( 'pi_eur', 500, [ 're_1' ], 'eur' ) );

		$this->assertSame( [], self::reload( $order )->get_refunds() );
	}

	public function test_a_refund_woocommerce_refuses_is_a_500_and_the_event_stays_unclaimed_for_stripes_retry(): void {
		$order = $this->paid_order( 'pi_over' );
		$body  = (string) wp_json_encode( StripeFixtures::event( 'charge.refunded', $this->charge( 'pi_over', 5000, [ 're_1' ] ), 'evt_over' ) );

		$response = $this->post( $body, self::header( $body, time() ) );

		$this->assertSame( 500, $response->get_status(), 'more than the order total' );
		$this->assertFalse( ( new EventStore() )->has( 'evt_over' ) );
		$this->assertSame( [], self::reload( $order )->get_refunds() );
	}

	/** An order paid through a succeeded event, with charge ch_<intent>. */
	private function paid_order( string $intent_id, string $price = '20', string $currency = 'USD' ): WC_Order {
		$order = $this->order( $intent_id, $price, $currency );
		$total = StripeAmount::to_minor( $order->get_total(), $currency );
		$this->deliver( 'payment_intent.succeeded', self::intent( $intent_id, [ 'latest_charge' => 'ch_' . $intent_id, 'amount' => $total, 'amount_received' => $total, 'currency' => strtolower( $currency ) ] ), 'evt_paid_' . $intent_id );
		$order = self::reload( $order );
		$this->assertTrue( $order->is_paid() );
		return $order;
	}

	/**
	 * Stripe's example charge, refunded by an amount.
	 *
	 * @param string       $intent_id       The charge's intent ('' for none).
	 * @param int          $amount_refunded Total refunded, minor units.
	 * @param list<string> $refund_ids      Its refunds, newest first.
	 * @param string       $currency        Currency.
	 * @return array<string, mixed>
	 */
	private function charge( string $intent_id, int $amount_refunded, array $refund_ids, string $currency = 'usd' ): array {
		$order_intent = '' === $intent_id ? 'pi_by_charge' : $intent_id;
		return StripeFixtures::object(
			'charge',
			[
				'id'              => 'ch_' . $order_intent,
				'payment_intent'  => '' === $intent_id ? null : $intent_id,
				'currency'        => $currency,
				'amount_refunded' => $amount_refunded,
				'refunded'        => true,
				'refunds'         => [
					'object' => 'list',
					'data'   => array_map( static fn ( string $id ): array => StripeFixtures::object( 'refund', [ 'id' => $id ] ), $refund_ids ),
				],
			]
		);
	}
}
