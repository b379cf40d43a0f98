<?php
/**
 * Card-testing caps of the SetupIntent endpoints: per address and for the whole site, not only per user.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Endpoints\CreateAndConfirmSetupIntent;
use ShopStripeGateway\Endpoints\InitSetupIntent;
use ShopStripeGateway\Endpoints\RateLimit;
use ShopStripeGateway\Endpoints\SetupIntentCaps;
use ShopStripeGateway\Endpoints\SetupIntentEndpoint;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * A script that signs up many accounts gets past the per-user limit (10 a minute); the address and the site's caps
 * (SetupIntentCaps: 20 an hour per address, 100 an hour for the site) stop it with the catalogue's 429 and no
 * Stripe call.
 */
final class SetupIntentCapsTest extends GatewayTestCase {

	protected function tearDown(): void {
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/** @return array<string, array{string}> endpoint class */
	public static function endpoints(): array {
		return [
			'init_setup_intent'               => [ InitSetupIntent::class ],
			'create_and_confirm_setup_intent' => [ CreateAndConfirmSetupIntent::class ],
		];
	}

	/**
	 * @dataProvider endpoints
	 * @param class-string<SetupIntentEndpoint> $endpoint The endpoint.
	 */
	public function test_one_address_is_capped_whichever_accounts_it_uses( string $endpoint ): void {
		$this->calls( $endpoint, SetupIntentCaps::PER_ADDRESS, [ '203.0.113.7' ] );

		$this->shopper();
		$refused = self::post( new $endpoint( Composition::client(), Composition::settings() ), $this->input() );

		self::assert_error( 429, self::GENERIC_MESSAGE, $refused );
		$this->assertCount( SetupIntentCaps::PER_ADDRESS, $this->stripe->requests(), 'the refused call reached no Stripe' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.1';
		$this->stripe->respond_object( 'setup_intent', [ 'status' => 'requires_action' ] );
		$this->assertSame( 200, self::post( new $endpoint( Composition::client(), Composition::settings() ), $this->input() )->status, 'another address goes on' );
	}

	/**
	 * @dataProvider endpoints
	 * @param class-string<SetupIntentEndpoint> $endpoint The endpoint.
	 */
	public function test_the_site_is_capped_whichever_addresses_call( string $endpoint ): void {
		$addresses = array_map( static fn ( int $n ): string => "192.0.2.$n", range( 1, (int) ceil( SetupIntentCaps::SITE / SetupIntentCaps::PER_ADDRESS ) ) );
		$this->calls( $endpoint, SetupIntentCaps::SITE, $addresses );

		$this->shopper();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.99';
		self::assert_error( 429, self::GENERIC_MESSAGE, self::post( new $endpoint( Composition::client(), Composition::settings() ), $this->input() ) );
		$this->assertCount( SetupIntentCaps::SITE, $this->stripe->requests() );
	}

	public function test_refused_calls_of_guests_do_not_use_up_the_caps(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		for ( $i = 0; $i < SetupIntentCaps::PER_ADDRESS; $i++ ) {
			wp_set_current_user( 0 );
			self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), $this->input() ); // 401, and only 10 a minute per address anyway.
		}

		$this->calls( InitSetupIntent::class, SetupIntentCaps::PER_ADDRESS, [ '203.0.113.7' ] );
	}

	public function test_an_hourly_window_is_a_fixed_hour_that_calls_do_not_push_on(): void {
		$start = intdiv( time(), HOUR_IN_SECONDS ) * HOUR_IN_SECONDS;
		$this->assertTrue( RateLimit::allow( 'trickle', 2, HOUR_IN_SECONDS, $start ) );
		$this->assertTrue( RateLimit::allow( 'trickle', 2, HOUR_IN_SECONDS, $start + 1800 ) );
		$this->assertFalse( RateLimit::allow( 'trickle', 2, HOUR_IN_SECONDS, $start + HOUR_IN_SECONDS - 1 ), 'a call does not push the window on' );
		$this->assertTrue( RateLimit::allow( 'trickle', 2, HOUR_IN_SECONDS, $start + HOUR_IN_SECONDS ), 'an ended window starts again' );
	}

	public function test_a_forwarded_header_the_host_did_not_name_gives_no_fresh_bucket(): void {
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '10.0.0.9';
		for ( $i = 1; $i <= 3; $i++ ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.' . $i;
			$_SERVER['HTTP_FORWARDED']       = 'for=198.51.100.' . $i;
			$this->assertSame( 'ip-10.0.0.9', RateLimit::caller(), 'the connection is the caller' );
		}
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_FORWARDED'] );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2::99';
		$this->assertSame( 'ip-2001:db8:1:2::/64', RateLimit::caller(), 'an IPv6 guest by its /64' );
	}

	public function test_behind_the_proxy_shop_consent_names_each_shopper_is_a_caller_of_their_own(): void {
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR']          = '10.0.0.9';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$this->assertSame( 'ip-10.0.0.9', RateLimit::caller(), 'nothing named: the proxy' );

		update_option( 'shop_consent_settings', [ 'trusted_proxies' => [ '10.0.0.0/8' ], 'trusted_header' => 'X-Forwarded-For' ] + (array) get_option( 'shop_consent_settings', [] ) );
		if ( ! get_option( 'shop_bundle_trusted_proxies' ) ) {
			// Shop Consent is not active in this run: its Integrations tab's value, as it stores it.
			update_option( 'shop_bundle_trusted_proxies', [ 'proxies' => [ '10.0.0.0/8' ], 'header' => 'X-Forwarded-For' ] );
		}

		$this->assertSame( 'ip-198.51.100.1', RateLimit::caller() );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.2';
		$this->assertSame( 'ip-198.51.100.2', RateLimit::caller(), 'another shopper, another bucket' );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		delete_option( 'shop_bundle_trusted_proxies' );
	}

	/**
	 * Makes the given number of successful calls, ten per new shopper (the per-user limit), spread evenly over the
	 * addresses, and asserts each one passed.
	 *
	 * @param class-string<SetupIntentEndpoint> $endpoint  The endpoint.
	 * @param int                               $count     Calls.
	 * @param list<string>                      $addresses Connection addresses.
	 */
	private function calls( string $endpoint, int $count, array $addresses ): void {
		for ( $i = 0; $i < $count; $i++ ) {
			if ( 0 === $i % 10 ) {
				$this->shopper();
			}
			$_SERVER['REMOTE_ADDR'] = $addresses[ intdiv( $i, SetupIntentCaps::PER_ADDRESS ) % count( $addresses ) ];
			$this->stripe->respond_object( 'setup_intent', [ 'status' => 'requires_action' ] );
			$this->assertSame( 200, self::post( new $endpoint( Composition::client(), Composition::settings() ), $this->input() )->status, "call $i" );
		}
	}

	/** @return array<string, mixed> A valid request for either endpoint. */
	private function input(): array {
		return [
			'payment_method_id'   => 'pm_Saved',
			'payment_method_type' => 'card',
			'nonce'               => wp_create_nonce( ClientSettings::NONCES['createSetupIntent'] ),
		];
	}
}
