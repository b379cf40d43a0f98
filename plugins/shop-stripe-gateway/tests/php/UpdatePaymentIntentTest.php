<?php
/**
 * update_payment_intent (spec 7, call 4).
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Endpoints\UpdatePaymentIntent;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * The order's own PaymentIntent is updated for its owner; SetupIntents are skipped; failures answer as the checkout.
 */
final class UpdatePaymentIntentTest extends GatewayTestCase {

	private WC_Order $order;

	protected function setUp(): void {
		parent::setUp();
		$this->order = $this->card_order( '12.50', 'EUR' );
		$this->order->update_meta_data( OrderMeta::INTENT_ID, 'pi_Own' );
		$this->order->save();
	}

	public function test_the_orders_intent_is_updated_with_its_amount_and_the_chosen_method(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own' ] );

		$answer = self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), $this->input() );

		$this->assertSame( [ 200, [ 'result' => 'success' ] ], [ $answer->status, $answer->body ] );
		$this->assertStringEndsWith( '/v1/payment_intents/pi_Own', $this->stripe->request( 0 )['url'] );
		$sent = $this->sent( 0 );
		$this->assertSame( [ '1250', 'eur', [ 'ideal' ] ], [ $sent['amount'], $sent['currency'], $sent['payment_method_types'] ] );
		$this->assertSame( (string) $this->order->get_id(), $sent['metadata']['order_id'] );
		$this->assertArrayNotHasKey( 'setup_future_usage', $sent );
	}

	public function test_saving_a_reusable_method_sets_the_customer_and_future_use(): void {
		$user_id = $this->shopper();
		$this->order->set_customer_id( $user_id );
		$this->order->save();
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own' ] );

		$answer = self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), [ 'save_payment_method' => 'yes', 'selected_upe_payment_type' => 'sepa_debit', 'order_key' => '' ] + $this->input() );

		$this->assertSame( 200, $answer->status );
		$this->assertSame( [ 'cus_Known', 'off_session' ], [ $this->sent( 0 )['customer'], $this->sent( 0 )['setup_future_usage'] ] );
	}

	public function test_a_setup_intent_is_skipped_without_calling_stripe(): void {
		$answer = self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), [ 'payment_intent_id' => 'seti_1Pgag7B7WZ01zgkW' ] + $this->input() );

		$this->assertSame( [ 200, [ 'result' => 'success' ] ], [ $answer->status, $answer->body ] );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/** @return array<string, array{array<string, mixed>, int, string}> change, status, message */
	public static function refused(): array {
		return [
			'another intent'     => [ [ 'payment_intent_id' => 'pi_Other' ], 400, 'Payment failed. Please try again.' ],
			'not an intent'      => [ [ 'payment_intent_id' => 'ch_1' ], 400, 'Payment failed. Please try again.' ],
			'an array intent'    => [ [ 'payment_intent_id' => [ 'pi_Own' ] ], 400, 'Payment failed. Please try again.' ],
			'no order'           => [ [ 'stripe_order_id' => '999999999' ], 404, 'The order could not be found.' ],
			'garbage order id'   => [ [ 'stripe_order_id' => '1 OR 1=1' ], 404, 'The order could not be found.' ],
			'wrong order key'    => [ [ 'order_key' => 'wc_order_wrong' ], 403, 'This order belongs to another customer.' ],
			'no order key'       => [ [ 'order_key' => null ], 403, 'This order belongs to another customer.' ],
			'unknown method'     => [ [ 'selected_upe_payment_type' => 'bitcoin' ], 400, 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.' ],
			'method not enabled' => [ [ 'selected_upe_payment_type' => 'bancontact' ], 400, 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.' ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param array<string, mixed> $change  What differs from a valid request.
	 * @param int                  $status  HTTP status.
	 * @param string               $message The message.
	 */
	public function test_a_request_that_does_not_match_the_order_fails_without_calling_stripe( array $change, int $status, string $message ): void {
		$answer = self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), $change + $this->input() );

		$this->assert_failure( $status, $message, $answer );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_logged_in_owner_needs_no_order_key_but_another_shopper_is_refused(): void {
		$owner = $this->shopper();
		$this->order->set_customer_id( $owner );
		$this->order->save();
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own' ] );
		$this->assertSame( 200, self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), [ 'order_key' => '' ] + $this->input() )->status );

		$this->shopper();
		$this->assert_failure( 403, 'This order belongs to another customer.', self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), [ 'order_key' => '' ] + $this->input() ) );
		$this->assertCount( 1, $this->stripe->requests() );
	}

	public function test_a_paid_order_is_not_updated(): void {
		$this->order->payment_complete( 'ch_1' );

		$this->assert_failure( 409, 'This order has already been paid.', self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), $this->input() ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_bad_nonce_is_refused_with_403(): void {
		$this->assert_failure( 403, self::NONCE_MESSAGE, self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), [ 'nonce' => 'abc' ] + $this->input() ) );
	}

	public function test_stripes_refusal_is_the_catalogue_text(): void {
		$this->stripe->respond_error( 400, [ 'type' => 'invalid_request_error', 'code' => 'payment_intent_unexpected_state', 'message' => 'This PaymentIntent could not be updated.' ] );

		$this->assert_failure( 400, self::GENERIC_MESSAGE, self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), $this->input() ) );
	}

	public function test_calls_are_limited(): void {
		for ( $i = 0; $i < 10; $i++ ) {
			$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own' ] );
			self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), $this->input() );
		}

		$this->assert_failure( 429, self::GENERIC_MESSAGE, self::post( new UpdatePaymentIntent( Composition::client(), Composition::settings() ), $this->input() ) );
		$this->assertCount( 10, $this->stripe->requests() );
	}

	/**
	 * Asserts the checkout-like failure: result, and the message in WooCommerce's error notice.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message The message.
	 * @param Answer $answer  The answer.
	 */
	private function assert_failure( int $status, string $message, Answer $answer ): void {
		$this->assertSame( $status, $answer->status );
		$this->assertSame( 'failure', $answer->body['result'] );
		$this->assertStringContainsString( 'role="alert"', $answer->body['messages'], 'WooCommerce\'s error notice' );
		$this->assertStringContainsString( esc_html( $message ), $answer->body['messages'] );
	}

	/** @return array<string, mixed> A valid request from the order's guest shopper. */
	private function input(): array {
		return [
			'stripe_order_id'           => (string) $this->order->get_id(),
			'payment_intent_id'         => 'pi_Own',
			'order_key'                 => $this->order->get_order_key(),
			'save_payment_method'       => 'no',
			'selected_upe_payment_type' => 'ideal',
			'nonce'                     => wp_create_nonce( ClientSettings::NONCES['updatePaymentIntent'] ),
		];
	}
}
