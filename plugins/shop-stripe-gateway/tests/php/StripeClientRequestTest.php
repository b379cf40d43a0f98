<?php
/**
 * What the client sends and what it returns.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\FakeStripe;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;

require_once __DIR__ . '/Support/StripeApiTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * URL, method, body, headers, timeout and base URL of requests; decoded objects back.
 */
final class StripeClientRequestTest extends StripeApiTestCase {

	public function test_post_sends_the_encoded_body_to_the_resource_and_returns_the_object(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_test_1', 'amount' => 2000, 'currency' => 'eur' ] );

		$intent = $this->client()->post(
			'payment_intents',
			[
				'amount'               => 2000,
				'currency'             => 'eur',
				'metadata'             => [ 'order_id' => 5 ],
				'payment_method_types' => [ 'card' ],
				'expand'               => [ 'latest_charge' ],
				'confirm'              => false,
			]
		);

		$request = $this->stripe->request( 0 );
		$this->assertSame( 'POST', $request['method'] );
		$this->assertSame( 'https://api.stripe.com/v1/payment_intents', $request['url'] );
		$this->assertSame(
			'amount=2000&currency=eur&metadata[order_id]=5&payment_method_types[0]=card&expand[0]=latest_charge&confirm=false',
			$request['body']
		);
		$this->assertSame( 'application/x-www-form-urlencoded', $request['headers']['Content-Type'] );
		$this->assertSame( StripeFixtures::object( 'payment_intent', [ 'id' => 'pi_test_1', 'amount' => 2000, 'currency' => 'eur' ] ), $intent );
		$this->assertSame( 'payment_intent', $intent['object'] );
	}

	public function test_get_sends_parameters_in_the_query_string_and_no_body(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_test_2' ] );

		$intent = $this->client()->get( 'payment_intents/pi_test_2', [ 'expand' => [ 'latest_charge', 'customer' ] ] );

		$request = $this->stripe->request( 0 );
		$this->assertSame( 'GET', $request['method'] );
		$this->assertSame(
			'https://api.stripe.com/v1/payment_intents/pi_test_2?expand[0]=latest_charge&expand[1]=customer',
			$request['url']
		);
		$this->assertSame( '', $request['body'] );
		$this->assertSame( 'pi_test_2', $intent['id'] );
	}

	public function test_every_request_carries_the_pinned_version_the_key_and_the_plugin_user_agent(): void {
		$this->stripe->respond_object( 'customer' )->respond_object( 'refund' );

		$this->client()->get( 'customers/cus_1' );
		$this->client()->post( 'refunds', [ 'payment_intent' => 'pi_1' ] );

		foreach ( $this->stripe->requests() as $request ) {
			$this->assertSame( '2024-06-20', $request['headers']['Stripe-Version'] );
			$this->assertSame( 'Bearer ' . self::SECRET_KEY, $request['headers']['Authorization'] );
			$this->assertStringStartsWith( 'ShopStripeGateway/0.1.0 ', $request['headers']['User-Agent'] );
			$this->assertStringContainsString( 'WordPress/' . get_bloginfo( 'version' ), $request['headers']['User-Agent'] );
			$this->assertStringContainsString( 'WooCommerce/' . WC_VERSION, $request['headers']['User-Agent'] );
		}
		$this->assertArrayNotHasKey( 'Idempotency-Key', $this->stripe->request( 0 )['headers'] );
	}

	public function test_timeout_is_30_seconds_unless_filtered(): void {
		$this->stripe->respond_object( 'customer' )->respond_object( 'customer' );

		$this->client()->get( 'customers/cus_1' );
		$this->add_test_filter(
			'shop_stripe_gateway_api_timeout',
			static fn ( $timeout, string $method ) => 'GET' === $method ? 12 : $timeout,
			10,
			2
		);
		$this->client()->get( 'customers/cus_1' );

		$this->assertSame( 30.0, $this->stripe->request( 0 )['timeout'] );
		$this->assertSame( 12.0, $this->stripe->request( 1 )['timeout'] );
	}

	public function test_api_base_given_to_the_constructor_replaces_stripes(): void {
		$this->stripe->stop();
		$local = ( new FakeStripe( 'http://stripe-mock.test/v1/' ) )->start();
		$local->respond_object( 'customer', [ 'id' => 'cus_local' ] );

		try {
			$customer = $this->client( 'http://stripe-mock.test/v1' )->get( '/customers/cus_local' );
		} finally {
			$local->stop();
		}

		$this->assertSame( 'cus_local', $customer['id'] );
		$this->assertSame( 'http://stripe-mock.test/v1/customers/cus_local', $local->request( 0 )['url'] );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_api_base_filter_overrides_the_base(): void {
		$this->stripe->stop();
		$local = ( new FakeStripe( 'http://proxy.test/stripe/' ) )->start();
		$local->respond_object( 'refund', [ 'id' => 're_1' ] );
		$this->add_test_filter( 'shop_stripe_gateway_api_base', static fn () => 'http://proxy.test/stripe/' );

		try {
			$refund = $this->client()->post( 'refunds', [ 'charge' => 'ch_1' ] );
		} finally {
			$local->stop();
		}

		$this->assertSame( 're_1', $refund['id'] );
		$this->assertSame( 'http://proxy.test/stripe/refunds', $local->request( 0 )['url'] );
	}

	public function test_success_that_is_not_json_is_an_api_error(): void {
		// FakeStripe always answers JSON: a proxy's HTML page is given raw.
		$this->stripe->stop();
		$raw = static fn () => [
			'headers'  => [],
			'body'     => '<html>gateway page</html>',
			'response' => [ 'code' => 200, 'message' => 'OK' ],
			'cookies'  => [],
			'filename' => null,
		];
		$this->add_test_filter( 'pre_http_request', $raw );

		$error = $this->stripe_exception( fn () => $this->client()->get( 'customers/cus_1' ) );

		$this->assertSame( 'api_error', $error->type() );
		$this->assertStringContainsString( 'not JSON', $error->getMessage() );
		$this->assertSame( self::GENERIC_MESSAGE, $error->customer_message() );
	}

	/** @return array<string, array{array<string, string>, string}> saved settings, key sent */
	public static function saved_keys(): array {
		$keys = [ 'test_secret_key' => ' sk_test_saved ', 'secret_key' => 'sk_live_saved' ];
		return [
			'test mode by default' => [ $keys, 'sk_test_saved' ],
			'test mode'            => [ [ 'testmode' => 'yes' ] + $keys, 'sk_test_saved' ],
			'live mode'            => [ [ 'testmode' => 'no' ] + $keys, 'sk_live_saved' ],
		];
	}

	/**
	 * @dataProvider saved_keys
	 * @param array<string, string> $settings Saved gateway settings.
	 * @param string                $key      The secret key the request must carry.
	 */
	public function test_the_plugins_client_sends_the_saved_secret_key_of_the_mode( array $settings, string $key ): void {
		update_option( CardGateway::SETTINGS_OPTION, $settings );
		$this->stripe->respond_object( 'customer' );

		$client = Composition::client();
		$client->get( 'customers/cus_1' );

		$this->assertInstanceOf( StripeClient::class, $client );
		$this->assertSame( "Bearer $key", $this->stripe->request( 0 )['headers']['Authorization'] );
	}
}
