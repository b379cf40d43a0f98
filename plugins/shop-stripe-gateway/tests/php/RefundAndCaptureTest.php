<?php
/**
 * Refunds from the order screen and the capture of authorised payments, against an intercepted Stripe.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\ManualCapture;
use ShopStripeGateway\Tests\Support\CardOrders;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;
use WC_Order;

require_once __DIR__ . '/Support/StripeApiTestCase.php';
require_once __DIR__ . '/Support/CardOrders.php';

/**
 * A refund goes through wc_create_refund() with refund_payment, as the order screen's "Refund via" button does.
 */
final class RefundAndCaptureTest extends StripeApiTestCase {

	use CardOrders;

	protected function setUp(): void {
		parent::setUp();
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes', 'test_publishable_key' => 'pk_test_1', 'test_secret_key' => self::SECRET_KEY ] );
	}

	public function test_a_partial_then_the_full_refund_reach_stripe_in_minor_units_with_one_key_each(): void {
		$order = $this->paid_order( '30.00' );
		$this->stripe->respond_object( 'refund', [ 'id' => 're_first', 'amount' => 1000 ] );
		$this->stripe->respond_object( 'refund', [ 'id' => 're_second', 'amount' => 2000 ] );

		$first  = $this->refund( $order, '10.00' );
		$second = $this->refund( $order, '20.00' );

		$this->assertNotInstanceOf( \WP_Error::class, $first );
		$this->assertNotInstanceOf( \WP_Error::class, $second );
		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( [ 'payment_intent' => 'pi_paid', 'amount' => '1000' ], array_intersect_key( $body, [ 'payment_intent' => 1, 'amount' => 1 ] ) );
		$this->assertStringEndsWith( '/v1/refunds', $this->stripe->request( 0 )['url'] );
		$this->assertNotSame( $this->stripe->request( 0 )['headers']['Idempotency-Key'], $this->stripe->request( 1 )['headers']['Idempotency-Key'] );
		$this->assertSame( 're_first', $first->get_meta( OrderMeta::REFUND_ID ) );
		$this->assertSame( 'refunded', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_refund_stripe_refuses_is_removed_and_the_admin_reads_why(): void {
		$order = $this->paid_order( '30.00' );
		$this->stripe->respond_error( 400, [ 'type' => 'invalid_request_error', 'code' => 'charge_already_refunded', 'message' => 'Charge ch_1 has already been refunded.' ] );

		$refund = $this->refund( $order, '5.00' );

		$this->assertInstanceOf( \WP_Error::class, $refund );
		$this->assertStringContainsString( 'Charge ch_1 has already been refunded.', $refund->get_error_message() );
		$this->assertSame( [], wc_get_order( $order->get_id() )->get_refunds() );
	}

	public function test_an_order_without_a_stripe_payment_is_not_refunded_through_stripe(): void {
		$order = $this->card_order( '30.00' );
		$order->payment_complete();

		$refund = $this->refund( $order, '5.00' );

		$this->assertInstanceOf( \WP_Error::class, $refund );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_processing_an_authorised_order_captures_it_once(): void {
		$order = $this->authorised_order( '25.00' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_auth', 'status' => 'succeeded', 'latest_charge' => 'ch_captured' ] );

		$order->update_status( 'processing' );
		$order = wc_get_order( $order->get_id() );
		$order->update_status( 'completed' ); // Already captured: no second request.

		$this->assertCount( 1, $this->stripe->requests() );
		$sent = $this->stripe->request( 0 );
		$this->assertStringEndsWith( '/v1/payment_intents/pi_auth/capture', $sent['url'] );
		parse_str( $sent['body'], $body );
		$this->assertSame( '2500', $body['amount_to_capture'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'ch_captured', $order->get_transaction_id() );
		$this->assertSame( '', $order->get_meta( ManualCapture::AUTHORISED_META ) );
	}

	public function test_cancelling_an_authorised_order_releases_the_funds(): void {
		$order = $this->authorised_order( '25.00' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_auth', 'status' => 'canceled' ] );

		$order->update_status( 'cancelled' );

		$this->assertStringEndsWith( '/v1/payment_intents/pi_auth/cancel', $this->stripe->request( 0 )['url'] );
		$this->assertContains( 'Stripe released the authorised payment.', array_map( static fn ( $note ) => $note->content, wc_get_order_notes( [ 'order_id' => $order->get_id() ] ) ) );
	}

	public function test_a_refused_capture_is_noted_on_the_order(): void {
		$order = $this->authorised_order( '25.00' );
		$this->stripe->respond_error( 400, [ 'type' => 'invalid_request_error', 'code' => 'payment_intent_unexpected_state', 'message' => 'This PaymentIntent could not be captured because it has a status of canceled.' ] );

		$order->update_status( 'processing' );

		$notes = implode( "\n", array_map( static fn ( $note ) => $note->content, wc_get_order_notes( [ 'order_id' => $order->get_id() ] ) ) );
		$this->assertStringContainsString( 'Stripe could not capture the payment: This PaymentIntent could not be captured because it has a status of canceled.', $notes );
		$this->assertSame( 'yes', wc_get_order( $order->get_id() )->get_meta( ManualCapture::AUTHORISED_META ) );
	}

	public function test_orders_of_other_gateways_are_left_alone(): void {
		$order = $this->authorised_order( '25.00' );
		$order->set_payment_method( 'cod' );
		$order->save();

		$order->update_status( 'processing' );

		$this->assertSame( [], $this->stripe->requests() );
	}

	/**
	 * Refunds through WooCommerce, as the order screen does.
	 *
	 * @return \WC_Order_Refund|\WP_Error
	 */
	private function refund( WC_Order $order, string $amount ) {
		return wc_create_refund( [ 'order_id' => $order->get_id(), 'amount' => $amount, 'reason' => 'Test', 'refund_payment' => true ] );
	}

	/** An order paid by card through a PaymentIntent. */
	private function paid_order( string $price ): WC_Order {
		$order = $this->card_order( $price );
		$order->update_meta_data( OrderMeta::INTENT_ID, 'pi_paid' );
		$order->payment_complete( 'ch_paid' );
		return wc_get_order( $order->get_id() );
	}

	/** An order whose payment was authorised for a later capture (IntentOutcome, requires_capture). */
	private function authorised_order( string $price ): WC_Order {
		$order = $this->card_order( $price );
		$order->update_meta_data( OrderMeta::INTENT_ID, 'pi_auth' );
		$order->update_meta_data( ManualCapture::AUTHORISED_META, 'yes' );
		$order->set_status( 'on-hold' );
		$order->save();
		return wc_get_order( $order->get_id() );
	}
}
