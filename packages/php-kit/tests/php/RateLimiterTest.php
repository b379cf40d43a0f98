<?php
/**
 * The kit's atomic counters and the limiter over them.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\RateLimit\Counters;
use ShopKit\RateLimit\RateLimit;
use ShopKit\RateLimit\RateLimiter;

/**
 * One upsert per count in a table of its own, read back by the same statement; a client's limit per fixed window,
 * its IPv6 /48's share of the site ceiling and the ceiling, each refusal stopping the count before the next step.
 */
final class RateLimiterTest extends TestCase {

	/** Start of a window of ten minutes (and of a minute), so the tests never straddle two. */
	private int $now;

	private Counters $counters;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::table()->create(); // Outside any transaction: CREATE TABLE commits.
	}

	public static function tearDownAfterClass(): void {
		self::table()->drop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->counters = self::table();
		$this->now      = intdiv( time(), 600 ) * 600;
	}

	private static function table(): Counters {
		global $wpdb;
		return new Counters( $wpdb->prefix . 'shop_kit_test_rate_limits' );
	}

	public function test_two_counts_of_one_key_give_two_in_one_row_that_names_no_address(): void {
		global $wpdb;
		$this->assertSame( 1, $this->counters->add( 'signup', '192.0.2.1', 600, $this->now ) );
		$this->assertSame( 2, $this->counters->add( 'signup', '192.0.2.1', 600, $this->now + 1 ) );
		$this->assertSame( 1, $this->counters->add( 'signup', '192.0.2.2', 600, $this->now ), 'another key' );
		$this->assertSame( 1, $this->counters->add( 'other', '192.0.2.1', 600, $this->now ), 'another name' );

		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT name, client, hits FROM %i ORDER BY hits DESC', $this->counters->table ), ARRAY_A );
		$this->assertCount( 3, $rows );
		$this->assertSame( '2', $rows[0]['hits'] );
		$this->assertStringNotContainsString( '192.0.2', wp_json_encode( $rows ), 'no address is stored' );
	}

	public function test_a_window_is_fixed_and_the_next_starts_again(): void {
		$limiter = new RateLimiter( $this->counters );
		$limit   = new RateLimit( 'keys', 2, 600 );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '192.0.2.1', $this->now ) );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '192.0.2.1', $this->now + 300 ) );
		$this->assertSame( RateLimiter::CLIENT, $limiter->hit( $limit, '192.0.2.1', $this->now + 599 ) );
		$this->assertSame( 1, RateLimiter::retry_after( $limit, RateLimiter::CLIENT, $this->now + 599 ) );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '192.0.2.1', $this->now + 600 ) );
	}

	public function test_the_site_ceiling_counts_every_client_but_not_the_refused_ones(): void {
		$limiter = new RateLimiter( $this->counters );
		$limit   = new RateLimit( 'log', 1, 600, 3 );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '192.0.2.1', $this->now ) );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( RateLimiter::CLIENT, $limiter->hit( $limit, '192.0.2.1', $this->now ), 'a flooding client' );
		}
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '192.0.2.2', $this->now ), 'did not use the ceiling up' );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '192.0.2.3', $this->now ) );
		$this->assertSame( RateLimiter::SITE, $limiter->hit( $limit, '192.0.2.4', $this->now ) );
		$this->assertSame( 60, RateLimiter::retry_after( $limit, RateLimiter::SITE, $this->now ), 'the site counts per minute' );
	}

	public function test_the_site_ceiling_groups_ipv6_clients_per_48(): void {
		$limiter = new RateLimiter( $this->counters );
		$limit   = new RateLimit( 'log', 5, 600, 20 ); // A /48 may use 2 of the 20.
		$this->assertSame( 2, $limit->network() );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '2001:db8:1:1::/64', $this->now ) );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '2001:db8:1:2::/64', $this->now ) );
		$this->assertSame( RateLimiter::NETWORK, $limiter->hit( $limit, '2001:db8:1:3::/64', $this->now ), 'a third /64 of the /48' );
		$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, '2001:db8:2:1::/64', $this->now ), 'another /48' );
		foreach ( range( 1, 10 ) as $n ) {
			$this->assertSame( RateLimiter::OK, $limiter->hit( $limit, "192.0.2.$n", $this->now ), 'IPv4 clients are no network' );
		}
	}

	public function test_a_limit_without_a_ceiling_counts_only_the_client(): void {
		global $wpdb;
		( new RateLimiter( $this->counters ) )->hit( new RateLimit( 'signup', 5, 600 ), '2001:db8:1:1::/64', $this->now );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $this->counters->table ) ) );
	}

	public function test_expired_windows_are_purged(): void {
		$this->counters->add( 'keys', '192.0.2.1', 600, $this->now );
		$this->counters->add( 'keys', Counters::SITE, 60, $this->now );
		$this->assertSame( 1, $this->counters->purge( $this->now + 60 ), 'the minute is over' );
		$this->assertSame( 1, $this->counters->purge( $this->now + 600 ) );
	}

	public function test_a_missing_table_is_created_by_the_first_count(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$fresh = new Counters( $wpdb->prefix . 'shop_kit_fresh_rate_limits' );
		try {
			$this->assertSame( 1, $fresh->add( 'keys', '192.0.2.1', 600, $this->now ) );
			$this->assertSame( 2, $fresh->add( 'keys', '192.0.2.1', 600, $this->now ) );
			$this->assertSame( '', $wpdb->last_error );
		} finally {
			$fresh->drop();
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $fresh->table ) ), 'dropped by uninstall' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}
