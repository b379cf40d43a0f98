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
 * A guest gets a valid key as the spec's name/value list with its lifetime, never cached; one client gets
 * KeyRateLimit::LIMIT keys per window, then a 429 with a message, while another client still gets keys; a forwarded
 * header the host did not name gives no fresh bucket; leaving the theme drops the counters.
 */
final class AntiSpamEndpointTest extends TestCase {

	/** @var array<string, mixed> */
	private array $server = [];

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		KeyRateLimit::counters()->create(); // Outside any transaction: CREATE TABLE commits.
	}

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_FORWARDED'] );
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

	public function test_a_forwarded_header_the_host_did_not_name_gives_no_fresh_bucket(): void {
		$_SERVER['REMOTE_ADDR'] = '10.0.0.' . wp_rand( 1, 250 );
		for ( $i = 0; $i < KeyRateLimit::LIMIT; $i++ ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.' . $i;
			$_SERVER['HTTP_FORWARDED']       = 'for=192.0.2.' . $i;
			$this->assertSame( 200, $this->ask()->get_status(), "request $i" );
		}
		$this->assertSame( 429, $this->ask()->get_status(), 'the proxy is the client: the headers are anybody\'s to write' );
	}

	public function test_two_addresses_of_one_ipv6_64_share_a_bucket(): void {
		for ( $i = 0; $i < KeyRateLimit::LIMIT; $i++ ) {
			$_SERVER['REMOTE_ADDR'] = '2001:db8:7:8::' . dechex( $i + 1 );
			$this->assertSame( 200, $this->ask()->get_status(), "request $i" );
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:7:8:ffff::1';
		$this->assertSame( 429, $this->ask()->get_status() );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:7:9::1';
		$this->assertSame( 200, $this->ask()->get_status(), 'the next /64 is another client' );
	}

	public function test_leaving_the_theme_drops_its_counters(): void {
		global $wpdb;
		$limit = new KeyRateLimit();
		$limit->register();
		try {
			$this->assertSame( 10, has_action( 'switch_theme', [ $limit, 'forget' ] ) );
			$limit->forget();
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', KeyRateLimit::counters()->table ) ) );
		} finally {
			remove_action( 'switch_theme', [ $limit, 'forget' ] );
			KeyRateLimit::counters()->create(); // DROP TABLE committed: the other tests need the table.
		}
	}

	public function test_the_limit_starts_again_after_its_window(): void {
		$limit = new KeyRateLimit();
		$now   = intdiv( time(), KeyRateLimit::WINDOW ) * KeyRateLimit::WINDOW; // The first second of a window.
		for ( $i = 0; $i < KeyRateLimit::LIMIT; $i++ ) {
			$limit->allow( $now );
		}
		$this->assertFalse( $limit->allow( $now + KeyRateLimit::WINDOW - 1 ) );
		$this->assertTrue( $limit->allow( $now + KeyRateLimit::WINDOW ) );
	}
}
