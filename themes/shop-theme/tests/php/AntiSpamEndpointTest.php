<?php
/**
 * The public route that hands out anti-spam keys.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\AntiSpam\KeyRateLimit;
use ShopTheme\AntiSpam\Keys;

/**
 * A guest gets a valid key as the spec's name/value list with its lifetime, never cached; one address gets
 * KeyRateLimit::LIMIT keys per window, then a 429 with a message, while another address still gets keys.
 */
final class AntiSpamEndpointTest extends TestCase {

	/** @var array<string, mixed> */
	private array $server = [];

	protected function setUp(): void {
		parent::setUp();
		$this->server           = $_SERVER;
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	private function ask(): \WP_REST_Response {
		return $this->rest( 'POST', '/shop-theme/v1/antispam-keys' );
	}

	public function test_a_guest_gets_a_valid_key_that_is_never_cached(): void {
		$before   = time();
		$response = $this->ask();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? '' );
		$data = $response->get_data();
		$this->assertSame( Keys::FIELD, $data['data'][0]['name'] );
		$this->assertNull( Keys::refusal( $data['data'][0]['value'], time() ) );
		$this->assertSame( HOUR_IN_SECONDS, $data['expires_in'] );
		$this->assertGreaterThanOrEqual( $before + HOUR_IN_SECONDS, $data['expires'] );
	}

	public function test_reading_the_route_is_not_allowed(): void {
		$this->assertSame( 404, $this->rest( 'GET', '/shop-theme/v1/antispam-keys' )->get_status() );
	}

	public function test_one_address_is_refused_over_the_limit_and_another_is_not(): void {
		for ( $i = 0; $i < KeyRateLimit::LIMIT; $i++ ) {
			$this->assertSame( 200, $this->ask()->get_status(), "request $i" );
		}

		$refused = $this->ask();
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'shop_theme_antispam_rate_limited', $refused->get_data()['code'] );
		$this->assertStringContainsString( 'try again', $refused->get_data()['message'] );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.7';
		$this->assertSame( 200, $this->ask()->get_status() );
	}

	public function test_the_limit_starts_again_after_its_window(): void {
		$limit = new KeyRateLimit();
		$now   = time();
		for ( $i = 0; $i < KeyRateLimit::LIMIT; $i++ ) {
			$limit->allow( $now );
		}
		$this->assertFalse( $limit->allow( $now + KeyRateLimit::WINDOW - 1 ) );
		$this->assertTrue( $limit->allow( $now + KeyRateLimit::WINDOW ) );
	}
}
