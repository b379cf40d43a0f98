<?php
/**
 * update_failed_order (spec 7, call 6).
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Endpoints\UpdateFailedOrder;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * The order is failed with Stripe's reason only when its own intent, as Stripe reports it, failed.
 */
final class UpdateFailedOrderTest extends GatewayTestCase {

	private WC_Order $order;

	protected function setUp(): void {
		parent::setUp();
		$this->order = $this->card_order( '15.00' );
		$this->order->update_meta_data( OrderMeta::INTENT_ID, 'pi_Own' );
		$this->order->save();
	}

	public function test_an_intent_that_failed_fails_the_order_with_stripes_reason(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own', 'status' => 'requires_payment_method', 'last_payment_error' => [ 'message' => 'Your card has insufficient funds.' ] ] );

		$answer = self::post( new UpdateFailedOrder( Composition::client() ), $this->input() );

		$this->assertSame( [ 200, [ 'success' => true, 'data' => null ] ], [ $answer->status, $answer->body ] );
		$order = wc_get_order( $this->order->get_id() );
		$this->assertSame( 'failed', $order->get_status() );
		$notes = array_column( wc_get_order_notes( [ 'order_id' => $order->get_id() ] ), 'content' );
		$this->assertContains( 'Stripe payment failed (PaymentIntent pi_Own): Your card has insufficient funds. Order status changed from Pending payment to Failed.', $notes );
		$this->assertSame( 'GET', $this->stripe->request( 0 )['method'] );
		$this->assertStringEndsWith( '/v1/payment_intents/pi_Own', $this->stripe->request( 0 )['url'] );
	}

	public function test_an_intent_that_did_not_fail_leaves_the_order_as_it_is(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own', 'status' => 'requires_action' ] );

		self::assert_error( 409, 'The payment has not failed.', self::post( new UpdateFailedOrder( Composition::client() ), $this->input() ) );
		$this->assertSame( 'pending', wc_get_order( $this->order->get_id() )->get_status() );
	}

	/** @return array<string, array{array<string, mixed>, int, string}> change, status, message */
	public static function refused(): array {
		return [
			'another intent'    => [ [ 'intent_id' => 'pi_Other' ], 400, 'This payment does not belong to the order.' ],
			'a setup intent'    => [ [ 'intent_id' => 'seti_Own' ], 400, 'This payment does not belong to the order.' ],
			'an array'          => [ [ 'intent_id' => [ 'pi_Own' ] ], 400, 'This payment does not belong to the order.' ],
			'no order'          => [ [ 'order_id' => '0' ], 404, 'The order could not be found.' ],
			'negative order id' => [ [ 'order_id' => '-5' ], 404, 'The order could not be found.' ],
			'garbage order id'  => [ [ 'order_id' => [ 'a' => 'b' ] ], 404, 'The order could not be found.' ],
			'bad nonce'         => [ [ 'nonce' => 'abc' ], 403, self::NONCE_MESSAGE ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param array<string, mixed> $change  What differs from a valid request.
	 * @param int                  $status  HTTP status.
	 * @param string               $message The message.
	 */
	public function test_a_request_that_does_not_match_the_order_changes_nothing( array $change, int $status, string $message ): void {
		self::assert_error( $status, $message, self::post( new UpdateFailedOrder( Composition::client() ), $change + $this->input() ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'pending', wc_get_order( $this->order->get_id() )->get_status() );
	}

	public function test_an_order_of_another_gateway_is_not_found(): void {
		$this->order->set_payment_method( 'cod' );
		$this->order->save();

		self::assert_error( 404, 'The order could not be found.', self::post( new UpdateFailedOrder( Composition::client() ), $this->input() ) );
	}

	public function test_a_paid_order_is_never_failed(): void {
		$this->order->payment_complete( 'ch_1' );

		self::assert_error( 409, 'This order has already been paid.', self::post( new UpdateFailedOrder( Composition::client() ), $this->input() ) );
		$this->assertTrue( wc_get_order( $this->order->get_id() )->is_paid() );
	}

	public function test_calls_are_limited_per_order(): void {
		for ( $i = 0; $i < 10; $i++ ) {
			$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own', 'status' => 'processing' ] );
			self::post( new UpdateFailedOrder( Composition::client() ), $this->input() );
		}

		self::assert_error( 429, self::GENERIC_MESSAGE, self::post( new UpdateFailedOrder( Composition::client() ), $this->input() ) );
		$this->assertCount( 10, $this->stripe->requests() );
	}

	public function test_a_guest_without_the_order_key_changes_nothing(): void {
		$input = array_diff_key( $this->input(), [ 'order_key' => 1 ] );

		self::assert_error( 403, 'This order belongs to another customer.', self::post( new UpdateFailedOrder( Composition::client() ), $input ) );
		self::assert_error( 403, 'This order belongs to another customer.', self::post( new UpdateFailedOrder( Composition::client() ), [ 'order_key' => 'wc_order_other' ] + $input ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'pending', wc_get_order( $this->order->get_id() )->get_status() );
	}

	public function test_the_logged_in_customer_of_the_order_needs_no_key_and_another_customer_is_refused(): void {
		$this->order->set_customer_id( $this->shopper() );
		$this->order->save();
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own', 'status' => 'canceled' ] );

		$this->assertSame( 200, self::post( new UpdateFailedOrder( Composition::client() ), array_diff_key( $this->input(), [ 'order_key' => 1 ] ) )->status );
		$this->assertSame( 'failed', wc_get_order( $this->order->get_id() )->get_status() );

		$this->shopper();
		self::assert_error( 403, 'This order belongs to another customer.', self::post( new UpdateFailedOrder( Composition::client() ), array_diff_key( $this->input(), [ 'order_key' => 1 ] ) ) );
	}

	public function test_spellings_of_one_order_id_share_its_limit(): void {
		$id = (string) $this->order->get_id();
		foreach ( [ $id, '0' . $id, '00' . $id, $id, '0' . $id, $id, $id, $id, $id, '000' . $id ] as $spelling ) {
			$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Own', 'status' => 'processing' ] );
			self::post( new UpdateFailedOrder( Composition::client() ), [ 'order_id' => $spelling ] + $this->input() );
		}

		self::assert_error( 429, self::GENERIC_MESSAGE, self::post( new UpdateFailedOrder( Composition::client() ), [ 'order_id' => '0000' . $id ] + $this->input() ) );
		$this->assertCount( 10, $this->stripe->requests() );
	}

	/** @return array<string, mixed> A valid request. */
	private function input(): array {
		return [
			'order_id'  => (string) $this->order->get_id(),
			'intent_id' => 'pi_Own',
			'order_key' => $this->order->get_order_key(),
			'nonce'     => wp_create_nonce( ClientSettings::NONCES['updateFailedOrder'] ),
		];
	}
}
