<?php
/**
 * The order following its intent after the browser's 3-D Secure confirmation (update_order_status).
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\ConfirmEndpoint;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * The endpoint reads the intent from Stripe, never from the request, and answers as the spec's call 7.
 */
final class ConfirmEndpointTest extends GatewayTestCase {

	private WC_Order $order;

	protected function setUp(): void {
		parent::setUp();
		$this->order = $this->card_order( '12.00' );
		$this->order->update_meta_data( OrderMeta::INTENT_ID, 'pi_3ds' );
		$this->order->save();
	}

	public function test_an_intent_that_succeeded_after_authentication_pays_the_order(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_3ds', 'status' => 'succeeded', 'latest_charge' => 'ch_3ds', 'amount' => 1200, 'amount_received' => 1200 ] );

		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle( $this->input() );

		$order = wc_get_order( $this->order->get_id() );
		$this->assertSame( [ 'success' => true, 'data' => [ 'return_url' => $order->get_checkout_order_received_url() ] ], $answer );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'GET', $this->stripe->request( 0 )['method'] );
		$this->assertStringEndsWith( '/v1/payment_intents/pi_3ds', $this->stripe->request( 0 )['url'] );
	}

	public function test_a_failed_authentication_fails_the_order_with_stripes_reason(): void {
		$this->stripe->respond_object(
			'payment_intent',
			[
				'id'                 => 'pi_3ds',
				'status'             => 'requires_payment_method',
				'last_payment_error' => [ 'message' => 'We are unable to authenticate your payment method.' ],
			]
		);

		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle( $this->input() );

		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'We are unable to authenticate your payment method.', $answer['data']['error']['message'] );
		$this->assertSame( 'failed', wc_get_order( $this->order->get_id() )->get_status() );
	}

	/** @return array<string, array{array<string, string>}> changes to a valid request */
	public static function refused(): array {
		return [
			'wrong nonce'             => [ [ 'nonce' => 'abc123' ] ],
			'another intent'          => [ [ 'intent_id' => 'pi_other' ] ],
			'not an intent id'        => [ [ 'intent_id' => 'seti_1' ] ],
			'no order'                => [ [ 'order_id' => '0' ] ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param array<string, string> $change What differs from a valid request.
	 */
	public function test_a_request_that_does_not_match_the_order_is_refused_without_calling_stripe( array $change ): void {
		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle( $change + $this->input() );

		$this->assertSame( [ 'success' => false, 'data' => [ 'error' => [ 'message' => 'Payment failed. Please try again.' ] ] ], $answer );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'pending', wc_get_order( $this->order->get_id() )->get_status() );
	}

	public function test_calls_are_limited_per_order(): void {
		for ( $i = 0; $i < 10; $i++ ) {
			$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_3ds', 'status' => 'requires_action' ] );
			( new ConfirmEndpoint( Composition::client() ) )->handle( $this->input() );
		}

		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle( $this->input() );

		$this->assertFalse( $answer['success'] );
		$this->assertSame( self::GENERIC_MESSAGE, $answer['data']['error']['message'] );
		$this->assertCount( 10, $this->stripe->requests() );
	}

	/** @return array<string, string> A valid request for the order. */
	private function input(): array {
		return [
			'order_id'  => (string) $this->order->get_id(),
			'intent_id' => 'pi_3ds',
			'nonce'     => wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $this->order->get_id() ),
		];
	}
}
