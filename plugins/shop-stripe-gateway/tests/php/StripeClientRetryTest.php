<?php
/**
 * Retries with backoff.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * 429, 5xx and no answer are tried again, at most twice, after 0.5 then 1 second; card and request errors never;
 * Stripe-Should-Retry decides when present. Waits are recorded, never slept.
 */
final class StripeClientRetryTest extends StripeApiTestCase {

	private const SERVER_ERROR = [ 'type' => 'api_error', 'message' => 'Something went wrong on our end.' ];

	public function test_429_then_500_then_success_is_three_requests_with_the_same_key_and_growing_waits(): void {
		$this->stripe
			->respond_error( 429, [ 'type' => 'rate_limit_error', 'message' => 'Too many requests.' ] )
			->respond_error( 500, self::SERVER_ERROR )
			->respond_object( 'payment_intent', [ 'id' => 'pi_retried' ] );
		$key = IdempotencyKey::for_order( 9, 'payment-intent', 1 );

		$intent = $this->client()->post( 'payment_intents', [ 'amount' => 500 ], [ 'idempotency_key' => $key ] );

		$this->assertSame( 'pi_retried', $intent['id'] );
		$this->assertCount( 3, $this->stripe->requests() );
		$this->assertSame( [ 0.5, 1.0 ], $this->sleeps );
		foreach ( $this->stripe->requests() as $request ) {
			$this->assertSame( $key, $request['headers']['Idempotency-Key'] );
			$this->assertSame( 'amount=500', $request['body'] );
		}
	}

	public function test_post_without_a_given_key_is_retried_with_its_one_random_key(): void {
		$this->stripe->respond_error( 503, self::SERVER_ERROR )->respond_object( 'customer', [ 'id' => 'cus_once' ] );

		$customer = $this->client()->post( 'customers', [ 'email' => 'a@example.com' ] );

		$this->assertSame( 'cus_once', $customer['id'] );
		$this->assertCount( 2, $this->stripe->requests() );
		$this->assertSame(
			$this->stripe->request( 0 )['headers']['Idempotency-Key'],
			$this->stripe->request( 1 )['headers']['Idempotency-Key']
		);
	}

	public function test_retries_stop_after_two_and_the_last_error_is_thrown(): void {
		$this->stripe
			->respond_error( 500, self::SERVER_ERROR )
			->respond_error( 502, self::SERVER_ERROR )
			->respond_error( 503, [ 'type' => 'api_error', 'message' => 'Still down.' ] )
			->respond_object( 'customer' );

		$error = $this->stripe_exception( fn () => $this->client()->get( 'customers/cus_1' ) );

		$this->assertCount( 3, $this->stripe->requests() );
		$this->assertSame( 1, $this->stripe->pending() );
		$this->assertSame( [ 0.5, 1.0 ], $this->sleeps );
		$this->assertSame( 503, $error->http_status() );
		$this->assertStringStartsWith( 'Still down.', $error->getMessage() );
	}

	public function test_no_answer_is_retried_then_succeeds(): void {
		$this->stripe->fail_transport()->respond_object( 'refund', [ 'id' => 're_after_timeout' ] );

		$refund = $this->client()->post( 'refunds', [ 'payment_intent' => 'pi_1' ], [ 'idempotency_key' => 'refund-1' ] );

		$this->assertSame( 're_after_timeout', $refund['id'] );
		$this->assertCount( 2, $this->stripe->requests() );
		$this->assertSame( [ 0.5 ], $this->sleeps );
	}

	/** @return array<string, array{int, array<string, string>}> status, Stripe error */
	public static function final_errors(): array {
		return [
			'400 invalid request' => [ 400, [ 'type' => 'invalid_request_error', 'code' => 'parameter_missing' ] ],
			'401 bad key'         => [ 401, [ 'type' => 'authentication_error', 'message' => 'Invalid API Key provided.' ] ],
			'402 card declined'   => [ 402, [ 'type' => 'card_error', 'code' => 'card_declined', 'decline_code' => 'generic_decline' ] ],
			'404 no such object'  => [ 404, [ 'type' => 'invalid_request_error', 'code' => 'resource_missing' ] ],
		];
	}

	/**
	 * @dataProvider final_errors
	 * @param int                   $status HTTP status.
	 * @param array<string, string> $error  Stripe's error.
	 */
	public function test_request_and_card_errors_are_not_retried( int $status, array $error ): void {
		$this->stripe->respond_error( $status, $error )->respond_object( 'payment_intent' );

		$thrown = $this->stripe_exception(
			fn () => $this->client()->post( 'payment_intents/pi_1/confirm', [], [ 'idempotency_key' => 'confirm-1' ] )
		);

		$this->assertCount( 1, $this->stripe->requests() );
		$this->assertSame( [], $this->sleeps );
		$this->assertSame( $status, $thrown->http_status() );
		$this->assertSame( $error['type'], $thrown->type() );
	}

	public function test_stripe_should_retry_false_stops_a_retry_of_a_server_error(): void {
		$this->stripe
			->respond_error( 500, self::SERVER_ERROR, [ 'Stripe-Should-Retry' => 'false' ] )
			->respond_object( 'charge' );

		$error = $this->stripe_exception( fn () => $this->client()->get( 'charges/ch_1' ) );

		$this->assertCount( 1, $this->stripe->requests() );
		$this->assertSame( 500, $error->http_status() );
		$this->assertSame( [], $this->sleeps );
	}

	public function test_stripe_should_retry_true_retries_a_conflict(): void {
		$this->stripe
			->respond_error(
				409,
				[ 'type' => 'invalid_request_error', 'code' => 'lock_timeout', 'message' => 'Locked.' ],
				[ 'Stripe-Should-Retry' => 'true' ]
			)
			->respond_object( 'payment_intent', [ 'id' => 'pi_unlocked' ] );

		$intent = $this->client()->post( 'payment_intents/pi_1', [ 'description' => 'x' ], [ 'idempotency_key' => 'u-1' ] );

		$this->assertSame( 'pi_unlocked', $intent['id'] );
		$this->assertCount( 2, $this->stripe->requests() );
	}

	public function test_a_conflict_without_the_header_is_not_retried(): void {
		$this->stripe->respond_error( 409, [ 'type' => 'idempotency_error', 'message' => 'Keys can only be reused with the same parameters.' ] );

		$error = $this->stripe_exception(
			fn () => $this->client()->post( 'refunds', [ 'amount' => 1 ], [ 'idempotency_key' => 'k' ] )
		);

		$this->assertCount( 1, $this->stripe->requests() );
		$this->assertSame( 'idempotency_error', $error->type() );
		$this->assertSame( 'An unknown error occurred.', $error->customer_message() );
	}
}
