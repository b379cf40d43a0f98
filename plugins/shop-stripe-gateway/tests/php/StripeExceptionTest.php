<?php
/**
 * What a failed call tells the developer and the customer.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * The technical side carries all Stripe said; the customer side only the catalogue's text.
 */
final class StripeExceptionTest extends StripeApiTestCase {

	public function test_card_decline_carries_every_technical_detail_and_the_customer_text(): void {
		$this->stripe->respond_error(
			402,
			[
				'type'         => 'card_error',
				'code'         => 'card_declined',
				'decline_code' => 'insufficient_funds',
				'param'        => 'payment_method',
				'message'      => 'Your card has insufficient funds.',
			],
			[ 'Request-Id' => 'req_decline_42' ]
		);

		$error = $this->stripe_exception(
			fn () => $this->client()->post( 'payment_intents/pi_1/confirm', [], [ 'idempotency_key' => 'c-1' ] )
		);

		$this->assertSame(
			'Your card has insufficient funds. (type card_error, code card_declined, decline_code insufficient_funds, '
			. 'param payment_method, HTTP 402, request req_decline_42)',
			$error->getMessage()
		);
		$this->assertSame( 'The card was declined.', $error->customer_message() );
		$this->assertSame( 'card_error', $error->type() );
		$this->assertSame( 'card_declined', $error->stripe_code() );
		$this->assertSame( 'insufficient_funds', $error->decline_code() );
		$this->assertSame( 'payment_method', $error->param() );
		$this->assertSame( 402, $error->http_status() );
		$this->assertSame( 402, $error->getCode() );
		$this->assertSame( 'req_decline_42', $error->request_id() );
	}

	public function test_invalid_request_keeps_stripes_message_for_the_log_only(): void {
		$this->stripe->respond_error(
			400,
			[
				'type'    => 'invalid_request_error',
				'code'    => 'parameter_unknown',
				'param'   => 'colour',
				'message' => 'Received unknown parameter: colour',
			]
		);

		$error = $this->stripe_exception( fn () => $this->client()->post( 'customers', [ 'colour' => 'red' ] ) );

		$this->assertSame(
			'Received unknown parameter: colour '
			. '(type invalid_request_error, code parameter_unknown, param colour, HTTP 400, request req_fake_1)',
			$error->getMessage()
		);
		$this->assertSame( self::GENERIC_MESSAGE, $error->customer_message() );
		$this->assertSame( '', $error->decline_code() );
	}

	public function test_an_error_body_without_stripes_shape_is_an_api_error(): void {
		$this->stripe->respond( 404, [ 'message' => 'Not here' ] );

		$error = $this->stripe_exception( fn () => $this->client()->get( 'nowhere' ) );

		$this->assertSame( 'api_error', $error->type() );
		$this->assertSame( 'Stripe answered HTTP 404. (type api_error, HTTP 404, request req_fake_1)', $error->getMessage() );
		$this->assertSame( self::GENERIC_MESSAGE, $error->customer_message() );
	}

	public function test_no_answer_is_a_connection_error_with_the_transport_message(): void {
		$this->stripe
			->fail_transport( 'cURL error 6: Could not resolve host: api.stripe.com' )
			->fail_transport( 'cURL error 6: Could not resolve host: api.stripe.com' )
			->fail_transport( 'cURL error 28: Operation timed out after 30001 milliseconds' );

		$error = $this->stripe_exception( fn () => $this->client()->get( 'customers/cus_1' ) );

		$this->assertCount( 3, $this->stripe->requests() );
		$this->assertSame( 'api_connection_error', $error->type() );
		$this->assertSame(
			'Could not connect to Stripe: cURL error 28: Operation timed out after 30001 milliseconds (http_request_failed)',
			$error->getMessage()
		);
		$this->assertSame( self::GENERIC_MESSAGE, $error->customer_message() );
		$this->assertSame( 0, $error->http_status() );
		$this->assertSame( '', $error->request_id() );
	}
}
