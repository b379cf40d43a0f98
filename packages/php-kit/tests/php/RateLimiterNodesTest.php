<?php
/**
 * The kit's limiter on two web nodes with a Redis persistent object cache.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\Support\CacheNodes;
use ShopBundle\Tests\TestCase;
use ShopKit\RateLimit\Counters;

/**
 * Requests of several nodes at the same moment, with the Redis Object Cache drop-in loaded, count against one limit:
 * exactly the limit is let through, and a Redis flush or restart forgets no count. The counters are rows in the
 * package's table, never object-cache keys: the drop-in's wp_cache_incr() is a GET then a SET, answers `true` instead
 * of the count and drops the key's expiry (README, "Rate limits").
 */
final class RateLimiterNodesTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( '' === CacheNodes::skip_reason() ) {
			self::table()->create();
		}
	}

	public static function tearDownAfterClass(): void {
		if ( '' === CacheNodes::skip_reason() ) {
			self::table()->drop();
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$reason = CacheNodes::skip_reason();
		if ( '' !== $reason ) {
			$this->markTestSkipped( $reason );
		}
		CacheNodes::start();
	}

	private static function table(): Counters {
		global $wpdb;
		return new Counters( $wpdb->prefix . 'shop_kit_nodes_rate_limits' );
	}

	/**
	 * A node's request counting $hits times against a limit of $limit per ten minutes for one client.
	 *
	 * @return string PHP for CacheNodes.
	 */
	private static function hits( string $client, int $hits, int $limit ): string {
		return sprintf(
			'require %s; ShopKit\Autoloader::register( "ShopKit", %s );
			$limiter = new ShopKit\RateLimit\RateLimiter( new ShopKit\RateLimit\Counters( $GLOBALS["wpdb"]->prefix . "shop_kit_nodes_rate_limits" ) );
			$let = 0;
			for ( $i = 0; $i < %d; $i++ ) {
				$let += ShopKit\RateLimit\RateLimiter::OK === $limiter->hit( new ShopKit\RateLimit\RateLimit( "nodes", %d, 600 ), %s, time() ) ? 1 : 0;
			}
			return [ "let" => $let, "persistent" => wp_using_ext_object_cache() ];',
			var_export( dirname( __DIR__, 2 ) . '/src/Autoloader.php', true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( dirname( __DIR__, 2 ) . '/src/', true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			$hits,
			$limit,
			var_export( $client, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
	}

	public function test_nodes_counting_one_limit_at_the_same_moment_let_exactly_the_limit_through(): void {
		$client  = '198.51.100.' . wp_rand( 1, 250 ) . '|' . wp_generate_password( 8, false );
		$answers = CacheNodes::run_at_once( array_fill( 0, 4, self::hits( $client, 8, 20 ) ) );

		$this->assertSame( [ true, true, true, true ], array_column( $answers, 'persistent' ), 'each node ran with the Redis drop-in' );
		$this->assertSame( 20, array_sum( array_column( $answers, 'let' ) ), '32 requests, a limit of 20' );
	}

	public function test_a_redis_flush_or_restart_forgets_no_count(): void {
		$client = '198.51.100.' . wp_rand( 1, 250 ) . '|' . wp_generate_password( 8, false );

		$first = CacheNodes::run( self::hits( $client, 3, 3 ) );
		CacheNodes::flush();
		$after_flush = CacheNodes::run( self::hits( $client, 1, 3 ) );
		CacheNodes::restart();
		$after_restart = CacheNodes::run( self::hits( $client, 1, 3 ) );

		$this->assertSame( 3, $first['let'] );
		$this->assertSame( 0, $after_flush['let'], 'the limit is still used up on another node after a flush' );
		$this->assertSame( 0, $after_restart['let'], 'and after Redis restarted empty' );
	}
}
