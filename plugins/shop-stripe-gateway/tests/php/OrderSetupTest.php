<?php
/**
 * Orders that pay nothing now: the method is set up with a SetupIntent.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\ConfirmEndpoint;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\SavedCards\CardTokens;
use ShopStripeGateway\SavedCards\OrderPaymentMethod;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use WC_Order;
use WC_Payment_Tokens;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * A zero-total order never asks Stripe for a payment of 0: the card is set up for the shopper's customer, stored on
 * the order and saved; the order is complete without a charge.
 */
final class OrderSetupTest extends GatewayTestCase {

	protected function tearDown(): void {
		$_POST = [];
		parent::tearDown();
	}

	public function test_a_zero_total_order_sets_the_card_up_and_is_complete_without_a_charge(): void {
		$user_id = $this->shopper();
		$order   = $this->free_order( $user_id );
		$_POST   = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_Trial' ];
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Trial', 'status' => 'succeeded', 'customer' => 'cus_Known', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_Trial' ] ) ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( [ 'result' => 'success', 'redirect' => $order->get_checkout_order_received_url() ], $result );
		$this->assertCount( 1, $this->stripe->requests(), 'no PaymentIntent' );
		$this->assertStringEndsWith( '/v1/setup_intents', $this->stripe->request( 0 )['url'] );
		$sent = $this->sent( 0 );
		$this->assertSame( [ 'cus_Known', 'pm_Trial', 'true', 'off_session' ], [ $sent['customer'], $sent['payment_method'], $sent['confirm'], $sent['usage'] ] );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'seti_Trial', $order->get_meta( OrderMeta::INTENT_ID ) );
		$this->assertSame( 'pm_Trial', $order->get_meta( OrderPaymentMethod::PAYMENT_METHOD_META ) );
		$this->assertSame( 'cus_Known', $order->get_meta( OrderPaymentMethod::CUSTOMER_META ) );
		$this->assertCount( 1, WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
	}

	public function test_an_authentication_sends_the_shopper_to_the_setup_confirm_hash_and_update_order_status_finishes(): void {
		$user_id = $this->shopper();
		$order   = $this->free_order( $user_id );
		$_POST   = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_Trial' ];
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_3ds', 'status' => 'requires_action' ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertMatchesRegularExpression( '/#shop-stripe-confirm-si:' . $order->get_id() . ':seti_1Pgag7B7WZ01zgkWSgwGdb8Z_secret_QXg2AQLdBxJwtY51IkwvUaBVsnCqPSp:[0-9a-f]{10}$/', $result['redirect'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );

		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_3ds', 'status' => 'succeeded', 'customer' => 'cus_Known', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_Trial' ] ) ] );
		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle(
			[
				'order_id'  => (string) $order->get_id(),
				'intent_id' => 'seti_3ds',
				'nonce'     => wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $order->get_id() ),
			]
		);

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( [ 'success' => true, 'data' => [ 'return_url' => $order->get_checkout_order_received_url() ] ], $answer );
		$this->assertStringEndsWith( '/v1/setup_intents/seti_3ds?expand[0]=payment_method', $this->stripe->request( 1 )['url'] );
		$this->assertTrue( $order->is_paid() );
		$this->assertCount( 1, WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
	}

	public function test_a_saved_card_needs_no_setup_intent(): void {
		$user_id = $this->shopper();
		$token   = CardTokens::save( $user_id, StripeFixtures::object( 'payment_method', [ 'id' => 'pm_Saved' ] ) );
		$order   = $this->free_order( $user_id );
		$_POST   = [ 'wc-stripe-payment-token' => (string) $token->get_id() ];

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'pm_Saved', $order->get_meta( OrderPaymentMethod::PAYMENT_METHOD_META ) );
		$this->assertSame( [ $token->get_id() ], $order->get_payment_tokens() );
	}

	public function test_a_guest_cannot_start_an_order_that_pays_nothing_now(): void {
		$order = $this->free_order( 0 );
		$_POST = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_Trial' ];

		$this->assertSame( [ 'result' => 'failure' ], Composition::card_gateway()->process_payment( $order->get_id() ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_declined_setup_leaves_the_order_unpaid_with_the_catalogue_text(): void {
		$order = $this->free_order( $this->shopper() );
		$_POST = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_Trial' ];
		$this->stripe->respond_error( 402, [ 'type' => 'card_error', 'code' => 'card_declined', 'message' => 'Your card was declined.' ] );

		$this->assertSame( [ 'result' => 'failure' ], Composition::card_gateway()->process_payment( $order->get_id() ) );
		$this->assertContains( 'The card was declined.', array_column( wc_get_notices( 'error' ), 'notice' ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	/**
	 * A pending card order of 0.00.
	 *
	 * @param int $user_id Customer, 0 for a guest.
	 */
	private function free_order( int $user_id ): WC_Order {
		$order = $this->card_order( '0' );
		$order->set_customer_id( $user_id );
		$order->save();
		$this->assertSame( '0.00', $order->get_total() );
		return $order;
	}
}
