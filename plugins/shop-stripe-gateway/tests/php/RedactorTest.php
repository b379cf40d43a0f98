<?php
/**
 * Secrets kept out of the debug log.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\DebugLog;
use ShopStripeGateway\Api\Keys;
use ShopStripeGateway\Api\Redactor;
use ShopStripeGateway\Tests\Support\RecordingLogHandler;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * Each kind of secret is masked in a logged line; ids and the rest of the line stay; nothing is logged unless
 * debugging is on.
 */
final class RedactorTest extends StripeApiTestCase {

	/** @return array<string, array{string, string}> line, redacted line */
	public static function secrets(): array {
		return [
			'live secret key'        => [ 'key=sk_live_51HxYzAbCdEf0123456789 sent', 'key=sk_live_[redacted] sent' ],
			'test secret key'        => [ 'key sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'key sk_test_[redacted]' ],
			'restricted key'         => [ 'rk_live_51AbCdEfGhIjK used', 'rk_live_[redacted] used' ],
			'bearer header'          => [ 'Authorization: Bearer sk_test_abc123', 'Authorization: Bearer [redacted]' ],
			'webhook secret'         => [ 'secret whsec_5f2Vb8a9QxYz0123456789abcdef!', 'secret whsec_[redacted]!' ],
			'payment client secret'  => [
				'"client_secret":"pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH"',
				'"client_secret":"pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_[redacted]"',
			],
			'setup client secret'    => [ 'seti_1Mm8s8LkdIwHu7_secret_NXDICkPqPeiBTAFq', 'seti_1Mm8s8LkdIwHu7_secret_[redacted]' ],
			'card number'            => [ 'card[number]=4242424242424242&card[cvc]=123', 'card[number]=[redacted]&card[cvc]=123' ],
			'card number grouped'    => [ 'pan 4000 0566 5566 5556 given', 'pan [redacted] given' ],
			'card number dashes'     => [ 'pan 5555-5555-5555-4444.', 'pan [redacted].' ],
			'amex 15 digits'         => [ 'number=378282246310005', 'number=[redacted]' ],
			'ids and amounts stay'   => [
				'pi_3MtwBwLkdIwHu7ix28a3tqPa amount=1099 created=1680800504 req_abc123',
				'pi_3MtwBwLkdIwHu7ix28a3tqPa amount=1099 created=1680800504 req_abc123',
			],
			'publishable key stays'  => [ 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'pk_test_TYooMQauvdEDq54NiTphI7jx' ],
			'form email and names'   => [
				'billing_details[email]=jenny%40example.com&billing_details[name]=Jenny+Rosen&shipping[name]=J%20R&name=Jenny',
				'billing_details[email]=[redacted]&billing_details[name]=[redacted]&shipping[name]=[redacted]&name=[redacted]',
			],
			'query email'            => [ 'GET https://api.stripe.com/v1/customers?email=jenny%40example.com&limit=1', 'GET https://api.stripe.com/v1/customers?email=[redacted]&limit=1' ],
			'receipt email'          => [ 'amount=2050&receipt_email=jenny%40example.com', 'amount=2050&receipt_email=[redacted]' ],
			'order key in metadata'  => [ 'metadata[order_id]=12&metadata[order_key]=wc_order_AbC123xYz', 'metadata[order_id]=12&metadata[order_key]=wc_order_[redacted]' ],
			'order key in a url'     => [
				'return_url=https%3A%2F%2Fshop.test%2Fcheckout%2Forder-received%2F12%2F%3Fkey%3Dwc_order_AbC123xYz',
				'return_url=https%3A%2F%2Fshop.test%2Fcheckout%2Forder-received%2F12%2F%3Fkey%3Dwc_order_[redacted]',
			],
			'blik code'              => [ 'payment_method_options[blik][code]=777123&confirm=true', 'payment_method_options[blik][code]=[redacted]&confirm=true' ],
			'json email and names'   => [
				'{"billing_details":{"email":"jenny@example.com","name":"Jenny \\"J\\" Rosen","phone":null},"name":null}',
				'{"billing_details":{"email":"[redacted]","name":"[redacted]","phone":null},"name":null}',
			],
			'json metadata and blik' => [
				'{"metadata":{"order_id":"12","order_key":"wc_order_Xy9"},"payment_method_options":{"blik":{"code":"123456"}}}',
				'{"metadata":{"order_id":"12","order_key":"wc_order_[redacted]"},"payment_method_options":{"blik":{"code":"[redacted]"}}}',
			],
			'email in a message'     => [ 'Failed: Invalid email address: jenny.rosen+1@mail.example.co.uk (type invalid_request_error)', 'Failed: Invalid email address: [redacted] (type invalid_request_error)' ],
			'product names stay'     => [ 'metadata[product_name]=Beanie&description=Shop+-+Order+12', 'metadata[product_name]=Beanie&description=Shop+-+Order+12' ],
		];
	}

	/**
	 * @dataProvider secrets
	 * @param string $line     Line to log.
	 * @param string $redacted Line as logged.
	 */
	public function test_each_kind_of_secret_is_masked_in_a_logged_line( string $line, string $redacted ): void {
		$handler = $this->handler();

		( new DebugLog( true, $handler->logger() ) )->log( $line );

		$this->assertSame( $redacted, Redactor::redact( $line ) );
		$this->assertSame( [ [ 'level' => 'debug', 'message' => $redacted, 'source' => DebugLog::SOURCE ] ], $handler->lines );
		$this->assertSame( 'shop-stripe-gateway', DebugLog::SOURCE );
	}

	public function test_nothing_is_logged_with_debugging_off_unless_the_filter_turns_it_on(): void {
		$handler = $this->handler();
		$log     = new DebugLog( false, $handler->logger() );

		$log->log( 'first' );
		$this->add_test_filter( 'shop_stripe_gateway_debug_log', '__return_true' );
		$log->log( 'second' );

		$this->assertSame( [ 'second' ], array_column( $handler->lines, 'message' ) );
	}

	public function test_the_client_logs_requests_and_errors_without_secrets(): void {
		$handler = $this->handler();
		$this->stripe->respond_error( 402, [ 'type' => 'card_error', 'code' => 'card_declined', 'message' => 'Declined.' ] );
		$client = $this->client( 'https://api.stripe.com/v1/', new DebugLog( true, $handler->logger() ) );

		$this->stripe_exception(
			fn () => $client->post(
				'payment_methods',
				[ 'card' => [ 'number' => '4242424242424242' ], 'metadata' => [ 'key' => self::SECRET_KEY ] ],
				[ 'idempotency_key' => 'pm-1' ]
			)
		);

		$this->assertSame(
			[
				[
					'level'   => 'debug',
					'message' => 'POST https://api.stripe.com/v1/payment_methods (try 1) '
						. 'card[number]=[redacted]&metadata[key]=sk_test_[redacted]',
					'source'  => 'shop-stripe-gateway',
				],
				[
					'level'   => 'error',
					'message' => 'Failed: Declined. (type card_error, code card_declined, HTTP 402, request req_fake_1)',
					'source'  => 'shop-stripe-gateway',
				],
			],
			$handler->lines
		);
	}

	public function test_the_client_logs_a_successful_read_its_request_id_and_the_answer_redacted(): void {
		$handler = $this->handler();
		$this->stripe->respond_object( 'customer', [ 'id' => 'cus_1', 'email' => 'jenny@example.com', 'name' => 'Jenny Rosen' ] );
		$client = $this->client( 'https://api.stripe.com/v1/', new DebugLog( true, $handler->logger() ) );

		$client->get( 'customers/cus_1', [ 'expand' => [ 'default_source' ] ] );

		$lines = array_column( $handler->lines, 'message' );
		$this->assertSame( 'GET https://api.stripe.com/v1/customers/cus_1?expand[0]=default_source (try 1)', $lines[0] );
		$this->assertStringStartsWith( 'HTTP 200 req_fake_1 {"address":', $lines[1] );
		$this->assertStringContainsString( '"id":"cus_1"', $lines[1] );
		$this->assertStringContainsString( '"email":"[redacted]"', $lines[1] );
		$this->assertStringContainsString( '"name":"[redacted]"', $lines[1] );
		$this->assertStringNotContainsString( 'jenny', strtolower( $lines[1] ) );
	}

	public function test_a_payment_is_logged_without_the_shoppers_email_name_order_key_or_blik_code(): void {
		$handler = $this->handler();
		$this->stripe->respond_object(
			'payment_intent',
			[
				'receipt_email' => 'jenny@example.com',
				'shipping'      => [ 'name' => 'Jenny Rosen', 'address' => [ 'city' => 'Warsaw' ] ],
				'metadata'      => [ 'order_id' => '12', 'order_key' => 'wc_order_AbC123xYz' ],
			]
		);
		$client = $this->client( 'https://api.stripe.com/v1/', new DebugLog( true, $handler->logger() ) );

		$client->post(
			'payment_intents',
			[
				'amount'                 => 2050,
				'receipt_email'          => 'jenny@example.com',
				'shipping'               => [ 'name' => 'Jenny Rosen' ],
				'payment_method_data'    => [ 'billing_details' => [ 'email' => 'jenny@example.com', 'name' => 'Jenny Rosen' ] ],
				'payment_method_options' => [ 'blik' => [ 'code' => '777123' ] ],
				'metadata'               => [ 'order_id' => '12', 'order_key' => 'wc_order_AbC123xYz' ],
			],
			[ 'idempotency_key' => 'pi-1' ]
		);

		$log = implode( "\n", array_column( $handler->lines, 'message' ) );
		foreach ( [ 'jenny', 'rosen', 'AbC123xYz', '777123' ] as $personal ) {
			$this->assertStringNotContainsStringIgnoringCase( $personal, $log );
		}
		$this->assertStringContainsString( 'metadata[order_id]=12&metadata[order_key]=wc_order_[redacted]', $log );
		$this->assertStringContainsString( '"city":"Warsaw"', $log, 'the rest of the answer stays' );
	}

	public function test_keys_do_not_print_the_secret_key(): void {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_print_r -- the dump is what is tested.
		$dump = print_r( new Keys( self::SECRET_KEY ), true );

		$this->assertStringNotContainsString( self::SECRET_KEY, $dump );
		$this->assertStringContainsString( 'sk_test_[redacted]', $dump );
	}

	/** A recording log handler (loaded here: it implements a WooCommerce interface, present only after setUp()). */
	private function handler(): RecordingLogHandler {
		require_once __DIR__ . '/Support/RecordingLogHandler.php';
		return new RecordingLogHandler();
	}
}
