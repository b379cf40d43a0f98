<?php
/**
 * The return from a bank page to the order-received page settles the order once.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\RedirectReturn;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * settle() with the page's order, key and Stripe's `payment_intent`; Stripe answers the intent's GET.
 */
final class RedirectReturnTest extends GatewayTestCase {

	private const INTENT = 'pi_ReturnedFromTheBank';

	public function test_a_succeeded_intent_pays_the_order_and_the_shopper_lands_on_the_plain_address(): void {
		$order = $this->returning_order();
		$this->stripe->respond_object( 'payment_intent', [ 'id' => self::INTENT, 'status' => 'succeeded', 'latest_charge' => 'ch_bank', 'amount_received' => 2000, 'currency' => 'eur' ] );

		$url = ( new RedirectReturn( Composition::client() ) )->settle( $order, $order->get_order_key(), self::INTENT );

		$this->assertSame( $order->get_checkout_order_received_url(), $url );
		$this->assertStringEndsWith( '/v1/payment_intents/' . self::INTENT, $this->stripe->request( 0 )['url'] );
		$this->assertSame( 'GET', $this->stripe->request( 0 )['method'] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( 'ch_bank', wc_get_order( $order->get_id() )->get_transaction_id() );
	}

	public function test_a_paid_order_is_not_looked_up_again(): void {
		$order = $this->returning_order();
		$order->payment_complete( 'ch_webhook' );

		$url = ( new RedirectReturn( Composition::client() ) )->settle( wc_get_order( $order->get_id() ), $order->get_order_key(), self::INTENT );

		$this->assertSame( $order->get_checkout_order_received_url(), $url );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'ch_webhook', wc_get_order( $order->get_id() )->get_transaction_id() );
	}

	public function test_a_refused_payment_fails_the_order_and_sends_the_shopper_to_pay_again_with_the_reason(): void {
		$order = $this->returning_order();
		$this->stripe->respond_object( 'payment_intent', [ 'id' => self::INTENT, 'status' => 'requires_payment_method', 'last_payment_error' => [ 'message' => 'The bank refused the payment.' ] ] );

		$url = ( new RedirectReturn( Composition::client() ) )->settle( $order, $order->get_order_key(), self::INTENT );

		$this->assertSame( $order->get_checkout_payment_url(), $url );
		$this->assertSame( 'failed', wc_get_order( $order->get_id() )->get_status() );
		$this->assertContains( 'The bank refused the payment.', array_column( wc_get_notices( 'error' ), 'notice' ) );
	}

	public function test_another_key_or_intent_is_ignored_without_calling_stripe(): void {
		$order = $this->returning_order();

		$this->assertNull( ( new RedirectReturn( Composition::client() ) )->settle( $order, 'wc_order_other', self::INTENT ) );
		$this->assertNull( ( new RedirectReturn( Composition::client() ) )->settle( $order, $order->get_order_key(), 'pi_SomeoneElses' ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_replaying_the_address_is_limited(): void {
		$order = $this->returning_order();
		for ( $i = 0; $i < 6; $i++ ) {
			$this->stripe->respond_object( 'payment_intent', [ 'id' => self::INTENT, 'status' => 'requires_action' ] );
			( new RedirectReturn( Composition::client() ) )->settle( $order, $order->get_order_key(), self::INTENT );
		}

		$this->assertCount( 5, $this->stripe->requests() );
	}

	/** A pending iDEAL order whose intent went to the bank. */
	private function returning_order(): WC_Order {
		$order = $this->card_order( '20', 'EUR' );
		$order->set_payment_method( 'stripe_ideal' );
		$order->update_meta_data( OrderMeta::INTENT_ID, self::INTENT );
		$order->save();
		return $order;
	}
}
