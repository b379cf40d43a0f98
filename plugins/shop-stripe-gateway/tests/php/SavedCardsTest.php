<?php
/**
 * Saved cards: paying with one, saving one at checkout, adding one in My account, deleting one.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Payments\CheckoutPayment;
use ShopStripeGateway\Payments\ConfirmEndpoint;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\SavedCards\AddPaymentMethod;
use ShopStripeGateway\SavedCards\CardTokens;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use WC_Payment_Token_CC;
use WC_Payment_Tokens;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * A saved card pays only for its owner; a new card is saved when the shopper asks (with the customer and
 * off-session future use); deleting a card detaches it at Stripe.
 */
final class SavedCardsTest extends GatewayTestCase {

	private const CANNOT_USE = 'This saved payment method cannot be used. Please choose another one or enter new payment details.';

	protected function tearDown(): void {
		$_POST = [];
		parent::tearDown();
	}

	public function test_a_saved_card_pays_with_its_payment_method_and_the_shoppers_customer(): void {
		$user_id = $this->shopper();
		$token   = $this->token( $user_id, 'pm_Saved' );
		$order   = $this->order_of( $user_id );
		$_POST   = [ 'wc-stripe-payment-token' => (string) $token->get_id() ];
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Paid', 'status' => 'succeeded' ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
		$sent = $this->sent( 0 );
		$this->assertSame( [ 'pm_Saved', 'cus_Known' ], [ $sent['payment_method'], $sent['customer'] ] );
		$this->assertArrayNotHasKey( 'off_session', $sent, 'the shopper is present' );
		$this->assertArrayNotHasKey( 'setup_future_usage', $sent );
	}

	public function test_another_shoppers_saved_card_is_refused_without_calling_stripe(): void {
		$owner = $this->shopper();
		$token = $this->token( $owner, 'pm_Theirs' );
		$thief = $this->shopper();
		$order = $this->order_of( $thief );
		$_POST = [ 'wc-stripe-payment-token' => (string) $token->get_id() ];

		$this->assertSame( [ 'result' => 'failure' ], Composition::card_gateway()->process_payment( $order->get_id() ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertContains( self::CANNOT_USE, array_column( wc_get_notices( 'error' ), 'notice' ) );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	/** @return array<string, array{string}> posted token values that are no token of the shopper */
	public static function bad_tokens(): array {
		return [
			'no such token' => [ '999999999' ],
			'not a number'  => [ '1 OR 1=1' ],
			'negative'      => [ '-1' ],
		];
	}

	/**
	 * @dataProvider bad_tokens
	 * @param string $posted Posted token id.
	 */
	public function test_a_token_that_is_not_one_of_the_shoppers_is_refused( string $posted ): void {
		$order = $this->order_of( $this->shopper() );
		$_POST = [ 'wc-stripe-payment-token' => $posted ];

		$this->assertSame( [ 'result' => 'failure' ], Composition::card_gateway()->process_payment( $order->get_id() ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertContains( self::CANNOT_USE, array_column( wc_get_notices( 'error' ), 'notice' ) );
	}

	public function test_a_guest_cannot_pay_with_a_token(): void {
		$token = $this->token( $this->shopper(), 'pm_Theirs' );
		wp_set_current_user( 0 );
		$order = $this->card_order();
		$_POST = [ 'wc-stripe-payment-token' => (string) $token->get_id() ];

		$this->assertSame( [ 'result' => 'failure' ], Composition::card_gateway()->process_payment( $order->get_id() ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_new_card_the_shopper_saves_is_set_up_for_later_and_stored_as_a_token(): void {
		$user_id = $this->shopper( '' );
		$order   = $this->order_of( $user_id );
		$_POST   = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_New', 'wc-stripe-new-payment-method' => 'true' ];
		$this->stripe->respond_object( 'customer', [ 'id' => 'cus_Created' ] );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Save', 'status' => 'succeeded', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_New' ] ) ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$sent = $this->sent( 1 );
		$this->assertSame( [ 'pm_New', 'cus_Created', 'off_session' ], [ $sent['payment_method'], $sent['customer'], $sent['setup_future_usage'] ] );
		$this->assertSame( [ 'payment_method' ], $sent['expand'] );
		$tokens = array_values( WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
		$this->assertCount( 1, $tokens );
		$this->assertSame( [ 'pm_New', '4242', 'visa', '08', '2030' ], [ $tokens[0]->get_token(), $tokens[0]->get_last4(), $tokens[0]->get_card_type(), $tokens[0]->get_expiry_month(), $tokens[0]->get_expiry_year() ] );
	}

	public function test_a_new_card_is_not_saved_when_the_shopper_did_not_ask(): void {
		$user_id = $this->shopper();
		$order   = $this->order_of( $user_id );
		$_POST   = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_New' ];
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded', 'payment_method' => 'pm_New' ] );

		Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertArrayNotHasKey( 'setup_future_usage', $this->sent( 0 ) );
		$this->assertArrayNotHasKey( 'customer', $this->sent( 0 ) );
		$this->assertSame( [], WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
	}

	public function test_a_ticked_save_box_is_ignored_when_saved_cards_are_off_or_the_method_cannot_be_saved(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'saved_cards' => 'no' ] + get_option( CardGateway::SETTINGS_OPTION ) );
		$order = $this->order_of( $this->shopper() );
		$_POST = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_New', 'wc-stripe-new-payment-method' => 'true' ];
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );
		Composition::card_gateway()->process_payment( $order->get_id() );
		$this->assertArrayNotHasKey( 'setup_future_usage', $this->sent( 0 ) );

		update_option( 'woocommerce_currency', 'EUR' );
		$ideal = $this->order_of( get_current_user_id(), 'EUR' );
		$_POST = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_Ideal', 'wc-stripe_ideal-new-payment-method' => 'true' ];
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'processing' ] );
		Composition::method_gateway( 'ideal' )->process_payment( $ideal->get_id() );
		$this->assertArrayNotHasKey( 'setup_future_usage', $this->sent( 1 ) );
		$this->assertSame( [ 'ideal' ], $this->sent( 1 )['payment_method_types'] );
	}

	public function test_a_card_saved_at_a_checkout_that_needed_authentication_is_stored_after_it(): void {
		$user_id = $this->shopper();
		$order   = $this->order_of( $user_id );
		$_POST   = [ CardGateway::PAYMENT_METHOD_FIELD => 'pm_3ds', 'wc-stripe-new-payment-method' => '1' ];
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_3ds', 'status' => 'requires_action', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_3ds' ] ) ] );
		Composition::card_gateway()->process_payment( $order->get_id() );
		$this->assertSame( [], WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
		$this->assertSame( 'yes', wc_get_order( $order->get_id() )->get_meta( CheckoutPayment::SAVE_META ) );

		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_3ds', 'status' => 'succeeded', 'payment_method' => 'pm_3ds' ] );
		$this->stripe->respond_object( 'payment_method', [ 'id' => 'pm_3ds' ] );
		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle(
			[
				'order_id'  => (string) $order->get_id(),
				'intent_id' => 'pi_3ds',
				'nonce'     => wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $order->get_id() ),
			]
		);

		$this->assertTrue( $answer['success'] );
		$this->assertStringEndsWith( '/v1/payment_methods/pm_3ds', $this->stripe->request( 2 )['url'] );
		$tokens = array_values( WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
		$this->assertSame( [ 'pm_3ds' ], array_map( static fn ( $token ) => $token->get_token(), $tokens ) );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( CheckoutPayment::SAVE_META ) );
	}

	public function test_the_same_card_is_saved_once(): void {
		$user_id = $this->shopper();
		$card    = StripeFixtures::object( 'payment_method', [ 'id' => 'pm_Once' ] );

		$first  = CardTokens::save( $user_id, $card );
		$second = CardTokens::save( $user_id, $card );

		$this->assertSame( $first->get_id(), $second->get_id() );
		$this->assertCount( 1, WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
		$this->assertNull( CardTokens::save( $user_id, StripeFixtures::object( 'payment_method', [ 'type' => 'sepa_debit' ] ) ), 'not a card' );
		$this->assertNull( CardTokens::save( 0, $card ), 'no shopper' );
	}

	public function test_deleting_a_saved_card_detaches_it_at_stripe(): void {
		$user_id = $this->shopper();
		$token   = $this->token( $user_id, 'pm_Gone' );
		$this->stripe->respond_object( 'payment_method', [ 'id' => 'pm_Gone', 'customer' => null ] );

		WC_Payment_Tokens::delete( $token->get_id() );

		$this->assertSame( 'POST', $this->stripe->request( 0 )['method'] );
		$this->assertStringEndsWith( '/v1/payment_methods/pm_Gone/detach', $this->stripe->request( 0 )['url'] );
		$this->assertNull( WC_Payment_Tokens::get( $token->get_id() ) );
	}

	public function test_a_card_stripe_cannot_detach_is_still_deleted(): void {
		$token = $this->token( $this->shopper(), 'pm_Gone' );
		$this->stripe->respond_error( 400, [ 'type' => 'invalid_request_error', 'code' => 'payment_method_unexpected_state', 'message' => 'The payment method you provided is not attached to a customer so detachment is impossible.' ] );

		WC_Payment_Tokens::delete( $token->get_id() );

		$this->assertCount( 1, $this->stripe->requests() );
		$this->assertNull( WC_Payment_Tokens::get( $token->get_id() ) );
	}

	public function test_add_payment_method_saves_the_card_of_the_shoppers_succeeded_setup_intent(): void {
		$user_id = $this->shopper();
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Mine', 'status' => 'succeeded', 'customer' => 'cus_Known', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_Added' ] ) ] );
		$_POST = [ AddPaymentMethod::SETUP_INTENT_FIELD => 'seti_Mine' ];

		$result = Composition::card_gateway()->add_payment_method();

		$this->assertSame( [ 'result' => 'success', 'redirect' => wc_get_account_endpoint_url( 'payment-methods' ) ], $result );
		$this->assertStringEndsWith( '/v1/setup_intents/seti_Mine?expand[0]=payment_method', $this->stripe->request( 0 )['url'] );
		$tokens = array_values( WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
		$this->assertSame( [ 'pm_Added' ], array_map( static fn ( $token ) => $token->get_token(), $tokens ) );
	}

	public function test_add_payment_method_refuses_another_customers_setup_intent(): void {
		$user_id = $this->shopper();
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Theirs', 'status' => 'succeeded', 'customer' => 'cus_Other', 'payment_method' => StripeFixtures::object( 'payment_method' ) ] );
		$_POST = [ AddPaymentMethod::SETUP_INTENT_FIELD => 'seti_Theirs' ];

		$result = Composition::card_gateway()->add_payment_method();

		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( [], WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
		$this->assertContains( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', array_column( wc_get_notices( 'error' ), 'notice' ) );
	}

	public function test_add_payment_method_refuses_garbage_without_calling_stripe(): void {
		$this->shopper();
		$_POST = [ AddPaymentMethod::SETUP_INTENT_FIELD => [ 'seti_1' ] ];

		$this->assertSame( 'failure', Composition::card_gateway()->add_payment_method()['result'] );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/**
	 * A saved card of a user.
	 *
	 * @param int    $user_id Owner.
	 * @param string $pm      PaymentMethod id.
	 */
	private function token( int $user_id, string $pm ): WC_Payment_Token_CC {
		$token = CardTokens::save( $user_id, StripeFixtures::object( 'payment_method', [ 'id' => $pm ] ) );
		$this->assertInstanceOf( WC_Payment_Token_CC::class, $token );
		return $token;
	}

	/**
	 * A pending card order of a user.
	 *
	 * @param int    $user_id  Customer.
	 * @param string $currency Currency.
	 */
	private function order_of( int $user_id, string $currency = 'USD' ): \WC_Order {
		$order = $this->card_order( '10.00', $currency );
		$order->set_customer_id( $user_id );
		$order->save();
		return $order;
	}
}
