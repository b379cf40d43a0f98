<?php
/**
 * The guard of every public write: client address, trusted proxies, atomic counters, site-wide ceiling, Origin.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Guard\DailySalt;
use ShopConsent\Guard\GuardPurge;
use ShopConsent\Guard\GuardTables;
use ShopConsent\Log\ConsentLogTable;
use ShopConsent\Settings\Settings;
use ShopConsent\Statistics\StatisticsTables;

/**
 * The consent log, the clearing of cookies and the statistics beacon are public (cached pages carry no nonce), so
 * each is counted per client address and site-wide, and refused when another site's page sends it.
 */
final class PublicWriteGuardTest extends TestCase {

	/** @var array<string, mixed> */
	private array $server = [];

	/** @var list<array{string, callable, int, int}> */
	private array $filters = [];

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// Outside any transaction: the uninstall contract test may have dropped the tables (DROP commits).
		GuardTables::install();
		ConsentLogTable::install();
		StatisticsTables::install();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_FORWARDED'], $_SERVER['HTTP_X_REAL_IP'] );
		delete_option( Settings::OPTION );
		$_SERVER['REMOTE_ADDR']     = '203.0.113.' . wp_rand( 1, 250 );
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . GuardTables::name( 'rate_limits' ) ); // phpcs:ignore WordPress.DB
		// Salts of earlier tests were rolled back; forget the ones this process still holds (rolled back too).
		DailySalt::forget_before( '9999-12-31' );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		foreach ( $this->filters as [ $hook, $callback, $priority ] ) {
			remove_filter( $hook, $callback, $priority );
		}
		parent::tearDown();
	}

	private function filter( string $hook, callable $callback, int $args = 2 ): void {
		add_filter( $hook, $callback, 10, $args );
		$this->filters[] = [ $hook, $callback, 10, $args ];
	}

	/** The client limit of one write set to $limit. */
	private function limit( string $name, int $limit ): void {
		$this->filter( 'shop_consent_rate_limit', static fn ( int $value, string $limit_name ): int => $name === $limit_name ? $limit : $value );
	}

	/** @return array<string, string> A valid consent-log entry. */
	private static function entry(): array {
		return [
			'id'          => str_repeat( 'ab', 16 ),
			'strict'      => '1',
			'thirdparty'  => '0',
			'advanced'    => '0',
			'version'     => '1',
			'textVersion' => '1',
			'source'      => 'banner',
		];
	}

	private function log(): int {
		return $this->rest( 'POST', '/shop-consent/v1/log', self::entry() )->get_status();
	}

	/** @return array<string, array{string, array<string, string>, int}> route, body, status when allowed */
	public static function writes(): array {
		return [
			'consent log'   => [ '/shop-consent/v1/log', self::entry(), 201 ],
			'clear cookies' => [ '/shop-consent/v1/clear-cookies', [ 'categories' => 'thirdparty' ], 200 ],
			'statistics'    => [ '/shop-consent/v1/hit', [ 'path' => '/', 'consent' => '1' ], 202 ],
		];
	}

	public function test_a_changed_user_agent_gets_no_fresh_bucket(): void {
		$this->limit( 'log', 2 );
		$this->assertSame( [ 201, 201 ], [ $this->log(), $this->log() ] );

		$_SERVER['HTTP_USER_AGENT'] = 'Another/1.0';
		$this->assertSame( 429, $this->log(), 'the client is its address, whatever its user agent' );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$this->assertSame( 201, $this->log(), 'another address is another client' );
	}

	public function test_ipv6_clients_are_counted_by_their_64_prefix(): void {
		$this->limit( 'log', 2 );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2::1';
		$this->assertSame( 201, $this->log() );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:ffff:1234:5678:9abc';
		$this->assertSame( 201, $this->log() );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:aaaa::7';
		$this->assertSame( 429, $this->log(), 'any address of the same /64 is the same client' );

		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::1';
		$this->assertSame( 201, $this->log(), 'the next /64 is another client' );
	}

	public function test_forwarded_headers_count_only_from_a_listed_proxy_in_the_header_the_admin_named(): void {
		$this->limit( 'log', 1 );
		$_SERVER['REMOTE_ADDR']          = '10.0.0.5';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.10';
		$this->assertSame( 201, $this->log() );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.11';
		$this->assertSame( 429, $this->log(), 'an unlisted proxy: a forged header gives no fresh bucket' );

		update_option( Settings::OPTION, [ 'trusted_proxies' => [ '10.0.0.0/8' ] ] );
		$_SERVER['HTTP_FORWARDED'] = 'for=192.0.2.14';
		$this->assertSame( 429, $this->log(), 'a listed proxy, but no header named: REMOTE_ADDR is the client' );

		update_option( Settings::OPTION, [ 'trusted_proxies' => [ '10.0.0.0/8' ], 'trusted_header' => 'X-Forwarded-For' ] );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$_SERVER['HTTP_FORWARDED'] = 'for=192.0.2.15';
		$this->assertSame( 429, $this->log(), 'a header the admin did not name is never read' );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.12';
		$this->assertSame( 201, $this->log(), 'behind a listed proxy each visitor is a client of its own' );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.13';
		$this->assertSame( 201, $this->log() );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.13';
		$this->assertSame( 429, $this->log() );
	}

	public function test_one_ipv6_48_gets_a_tenth_of_the_site_ceiling(): void {
		$this->filter( 'shop_consent_site_rate_limit', static fn ( int $value, string $name ): int => 'log' === $name ? 20 : $value );
		foreach ( [ '2001:db8:5:1::1', '2001:db8:5:2::1' ] as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertSame( 201, $this->log() );
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:5:3::1';
		$this->assertSame( 429, $this->log(), 'a third /64 of the same /48: the network used its share (2 of 20)' );

		$_SERVER['REMOTE_ADDR'] = '2001:db8:6:1::1';
		$this->assertSame( 201, $this->log(), 'another /48 still writes' );
	}

	public function test_the_site_wide_ceiling_refuses_every_client_once_reached(): void {
		$this->filter( 'shop_consent_site_rate_limit', static fn ( int $limit, string $name ): int => 'log' === $name ? 2 : $limit );
		$statuses = [];
		foreach ( [ '192.0.2.1', '192.0.2.2', '192.0.2.3' ] as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$statuses[]             = $this->log();
		}
		$this->assertSame( [ 201, 201, 429 ], $statuses );
		$refused = $this->rest( 'POST', '/shop-consent/v1/log', self::entry() );
		$this->assertSame( 'shop_consent_site_busy', $refused->as_error()->get_error_code() );
		$this->assertNotEmpty( $refused->as_error()->get_error_message() );
		$this->assertSame( 200, $this->rest( 'POST', '/shop-consent/v1/clear-cookies', [ 'categories' => 'thirdparty' ] )->get_status(), 'each write has its own ceiling' );
	}

	/**
	 * @dataProvider writes
	 * @param array<string, string> $body Valid body.
	 */
	public function test_every_public_write_is_limited_per_client( string $route, array $body, int $allowed ): void {
		$this->filter( 'shop_consent_rate_limit', static fn (): int => 1 );
		$this->assertSame( $allowed, $this->rest( 'POST', $route, $body )->get_status() );
		$refused = $this->rest( 'POST', $route, $body );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'shop_consent_rate_limited', $refused->as_error()->get_error_code() );
	}

	/**
	 * @dataProvider writes
	 * @param array<string, string> $body Valid body.
	 */
	public function test_a_write_from_another_sites_page_is_refused_with_a_message( string $route, array $body, int $allowed ): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		$refused                = $this->rest( 'POST', $route, $body );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'shop_consent_foreign_origin', $refused->as_error()->get_error_code() );
		$this->assertNotEmpty( $refused->as_error()->get_error_message() );

		$_SERVER['HTTP_ORIGIN'] = 'null';
		$this->assertSame( 403, $this->rest( 'POST', $route, $body )->get_status(), 'an opaque origin is no page of the site' );

		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( strtoupper( home_url() ) );
		$this->assertSame( $allowed, $this->rest( 'POST', $route, $body )->get_status(), 'the site itself' );
	}

	public function test_other_domains_of_the_site_can_be_allowed(): void {
		$this->filter( 'shop_consent_allowed_origins', static fn ( array $hosts ): array => [ ...$hosts, 'shop.example.org' ], 1 );
		$_SERVER['HTTP_ORIGIN'] = 'https://shop.example.org';
		$this->assertSame( 201, $this->log() );
	}

	public function test_counters_live_in_one_table_and_no_option_is_written_per_client(): void {
		global $wpdb;
		$options = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ); // phpcs:ignore WordPress.DB
		foreach ( [ '192.0.2.21', '192.0.2.22', '192.0.2.23' ] as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->log();
		}
		$this->assertSame( $options, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ) ); // phpcs:ignore WordPress.DB
		$rows = $wpdb->get_results( 'SELECT name, client, hits FROM ' . GuardTables::name( 'rate_limits' ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertCount( 4, $rows, 'three clients and the site-wide counter' );
		foreach ( $rows as $row ) {
			$this->assertStringNotContainsString( '192.0.2', implode( '|', $row ), 'no address is stored' );
		}
	}

	public function test_the_daily_purge_forgets_past_windows_and_past_days_salts(): void {
		global $wpdb;
		$this->log();
		$yesterday = gmdate( 'Y-m-d', time() - DAY_IN_SECONDS );
		$wpdb->insert( GuardTables::name( 'salts' ), [ 'day' => $yesterday, 'salt' => str_repeat( 'a', 64 ) ] ); // phpcs:ignore WordPress.DB

		$later   = time() + 600; // Both windows are over by then (it may be the next day).
		$deleted = ( new GuardPurge() )->run( $later );

		$this->assertSame( 2, $deleted['rate_limits'], 'the client window and the site minute are over' );
		$this->assertGreaterThanOrEqual( 1, $deleted['salts'] );
		$left = $wpdb->get_col( 'SELECT day FROM ' . GuardTables::name( 'salts' ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( [], array_filter( $left, static fn ( string $day ): bool => $day < gmdate( 'Y-m-d', $later ) ), 'no salt of a past day is left' );
		$this->assertSame( [], $wpdb->get_col( 'SELECT client FROM ' . GuardTables::name( 'rate_limits' ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_a_new_days_salt_deletes_the_salt_of_the_day_before(): void {
		global $wpdb;
		$today    = gmdate( 'Y-m-d' );
		$tomorrow = gmdate( 'Y-m-d', time() + DAY_IN_SECONDS );
		$salt     = DailySalt::for_day( $today );

		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $salt );
		$this->assertSame( $salt, DailySalt::for_day( $today ) );
		$this->assertNotSame( $salt, DailySalt::for_day( $tomorrow ) );
		$this->assertSame( [ $tomorrow ], $wpdb->get_col( 'SELECT day FROM ' . GuardTables::name( 'salts' ) ), 'once the day is over its salt is gone' ); // phpcs:ignore WordPress.DB
		DailySalt::forget_before( '9999-01-01' );
	}
}
