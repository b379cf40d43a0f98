<?php
/**
 * The tests' stand-in for Stripe.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * FakeStripe answers only its base URL, refuses to invent answers and leaves no filter behind.
 */
final class FakeStripeTest extends StripeApiTestCase {

	public function test_requests_to_other_hosts_are_left_to_wordpress(): void {
		$this->stripe->respond_object( 'customer' );

		$pre = apply_filters( 'pre_http_request', false, [ 'method' => 'GET' ], 'https://example.org/v1/customers' );

		$this->assertFalse( $pre );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 1, $this->stripe->pending() );
	}

	public function test_a_request_with_no_answer_queued_fails_the_test_loudly(): void {
		$this->expectException( \LogicException::class );
		$this->expectExceptionMessage( 'FakeStripe has no answer queued for GET https://api.stripe.com/v1/customers/cus_1.' );

		$this->client()->get( 'customers/cus_1' );
	}

	public function test_stop_removes_the_interception(): void {
		$this->stripe->respond_object( 'customer' );
		$url = 'https://api.stripe.com/v1/customers/cus_1';

		$this->stripe->stop();
		$pre = apply_filters( 'pre_http_request', false, [ 'method' => 'GET' ], $url );

		$this->assertFalse( $pre );
		$this->assertSame( 1, $this->stripe->pending() );
	}

	public function test_answers_carry_stripes_example_object_status_and_request_id(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );

		$response = wp_remote_get( 'https://api.stripe.com/v1/payment_intents/pi_1' );

		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertSame( 'req_fake_1', wp_remote_retrieve_header( $response, 'request-id' ) );
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		$this->assertSame( 'succeeded', $body['status'] );
		$this->assertSame( 'payment_intent', $body['object'] );
	}
}
