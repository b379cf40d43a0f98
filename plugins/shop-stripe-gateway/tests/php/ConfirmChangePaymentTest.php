<?php
/**
 * confirm_change_payment (spec 7, call 7, on the change-payment page).
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Endpoints\ConfirmChangePayment;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\SavedCards\OrderPaymentMethod;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use WC_Order;
use WC_Payment_Tokens;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * The logged-in owner's order takes the PaymentMethod of its own succeeded intent, as a token.
 */
final class ConfirmChangePaymentTest extends GatewayTestCase {

	private WC_Order $order;

	private int $user_id;

	protected function setUp(): void {
		parent::setUp();
		$this->user_id = $this->shopper();
		$this->order   = $this->card_order( '9.00' );
		$this->order->set_customer_id( $this->user_id );
		$this->order->update_meta_data( OrderMeta::INTENT_ID, 'seti_Change' );
		$this->order->save();
	}

	public function test_the_order_takes_the_new_card_as_a_token(): void {
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Change', 'status' => 'succeeded', 'customer' => 'cus_Known', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_New' ] ) ] );

		$answer = self::post( new ConfirmChangePayment( Composition::client() ), $this->input() );

		$order = wc_get_order( $this->order->get_id() );
		$this->assertSame( [ 200, [ 'success' => true, 'data' => [ 'return_url' => $order->get_view_order_url() ] ] ], [ $answer->status, $answer->body ] );
		$this->assertStringEndsWith( '/v1/setup_intents/seti_Change?expand[0]=payment_method', $this->stripe->request( 0 )['url'] );
		$this->assertSame( 'pm_New', $order->get_meta( OrderPaymentMethod::PAYMENT_METHOD_META ) );
		$this->assertSame( 'cus_Known', $order->get_meta( OrderPaymentMethod::CUSTOMER_META ) );
		$this->assertSame( 'stripe', $order->get_payment_method() );
		$tokens = WC_Payment_Tokens::get_customer_tokens( $this->user_id, 'stripe' );
		$this->assertSame( [ 'pm_New' ], array_values( array_map( static fn ( $token ) => $token->get_token(), $tokens ) ) );
		$this->assertSame( array_keys( $tokens ), $order->get_payment_tokens() );
	}

	public function test_an_intent_that_did_not_succeed_changes_nothing_and_says_why(): void {
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Change', 'status' => 'requires_payment_method', 'last_setup_error' => [ 'message' => 'The card was declined.' ] ] );

		self::assert_error( 409, 'The card was declined.', self::post( new ConfirmChangePayment( Composition::client() ), $this->input() ) );
		$this->assertSame( '', wc_get_order( $this->order->get_id() )->get_meta( OrderPaymentMethod::PAYMENT_METHOD_META ) );
	}

	public function test_a_payment_method_other_than_the_intents_is_refused(): void {
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Change', 'status' => 'succeeded', 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_New' ] ) ] );

		$answer = self::post( new ConfirmChangePayment( Composition::client() ), [ 'payment_method_id' => 'pm_Attacker' ] + $this->input() );

		self::assert_error( 400, 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', $answer );
		$this->assertSame( [], WC_Payment_Tokens::get_customer_tokens( $this->user_id, 'stripe' ) );
	}

	public function test_another_shoppers_order_is_refused(): void {
		$this->shopper();

		self::assert_error( 403, 'This order belongs to another customer.', self::post( new ConfirmChangePayment( Composition::client() ), $this->input() ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/** @return array<string, array{array<string, mixed>, int, string}> change, status, message */
	public static function refused(): array {
		return [
			'another intent' => [ [ 'intent_id' => 'seti_Other' ], 400, 'This payment does not belong to the order.' ],
			'garbage intent' => [ [ 'intent_id' => "seti_1'; DROP" ], 400, 'This payment does not belong to the order.' ],
			'no order'       => [ [ 'order_id' => '' ], 403, self::NONCE_MESSAGE ],
			'bad nonce'      => [ [ 'nonce' => 'abc' ], 403, self::NONCE_MESSAGE ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param array<string, mixed> $change  What differs from a valid request.
	 * @param int                  $status  HTTP status.
	 * @param string               $message The message.
	 */
	public function test_a_request_that_does_not_match_the_order_changes_nothing( array $change, int $status, string $message ): void {
		self::assert_error( $status, $message, self::post( new ConfirmChangePayment( Composition::client() ), $change + $this->input() ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_the_nonce_is_the_orders_own(): void {
		$other = $this->card_order( '1.00' );

		$answer = self::post( new ConfirmChangePayment( Composition::client() ), [ 'nonce' => wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $other->get_id() ) ] + $this->input() );

		self::assert_error( 403, self::NONCE_MESSAGE, $answer );
	}

	/** @return array<string, mixed> A valid request. */
	private function input(): array {
		return [
			'order_id'          => (string) $this->order->get_id(),
			'intent_id'         => 'seti_Change',
			'payment_method_id' => 'pm_New',
			'nonce'             => wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $this->order->get_id() ),
		];
	}
}
