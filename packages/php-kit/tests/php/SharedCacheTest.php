<?php
/**
 * The kit's shared-cache header and purge.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\Cache\SharedCache;

/**
 * A package names its cacheable routes and what changes them; saving such an option (first save or a later one) or
 * firing such an action fires `shop_bundle_purge` once with the routes' addresses relative to the host, which start
 * every address the storefront asks of them, with pretty or plain permalinks.
 */
final class SharedCacheTest extends TestCase {

	/** @var list<list<string>> */
	private array $purges = [];

	private string $permalinks = '';

	protected function setUp(): void {
		parent::setUp();
		$this->permalinks = (string) get_option( 'permalink_structure' );
		add_action( SharedCache::ACTION, [ $this, 'record' ] );
	}

	protected function tearDown(): void {
		remove_action( SharedCache::ACTION, [ $this, 'record' ] );
		$this->use_permalinks( $this->permalinks );
		parent::tearDown();
	}

	/**
	 * Records a purge.
	 *
	 * @param list<string> $prefixes Its prefixes.
	 */
	public function record( array $prefixes ): void {
		$this->purges[] = $prefixes;
	}

	private function use_permalinks( string $structure ): void {
		update_option( 'permalink_structure', $structure );
		$GLOBALS['wp_rewrite']->init();
	}

	public function test_saving_a_named_option_or_firing_a_named_action_purges_the_routes_once(): void {
		$cache = new SharedCache( [ 'kit-test/v1/answers', 'kit-test/v1/other' ], [ 'shop_kit_test_option' ], [ 'shop_kit_test_changed' ] );
		$cache->register();

		add_option( 'shop_kit_test_option', [ 'a' => 1 ] );
		update_option( 'shop_kit_test_option', [ 'a' => 2 ] );
		update_option( 'shop_kit_test_option', [ 'a' => 2 ] ); // Unchanged: WordPress writes nothing.
		do_action( 'shop_kit_test_changed', 'anything' );
		update_option( 'another_option', 1 );

		$this->assertSame( array_fill( 0, 3, $cache->prefixes() ), $this->purges );
		$this->assertSame( [ '/wp-json/kit-test/v1/answers', '/wp-json/kit-test/v1/other' ], $cache->prefixes() );
	}

	public function test_a_change_that_shows_on_pages_purges_the_whole_site(): void {
		$cache = new SharedCache( [ 'kit-test/v1/answers' ], [ 'shop_kit_test_drawn' ], pages: true );
		$cache->register();

		update_option( 'shop_kit_test_drawn', [ 'drawn' => 'on every page' ] );

		$this->assertSame( [ [ '/' ] ], $this->purges );
	}

	public function test_the_prefixes_start_the_addresses_asked_with_plain_permalinks_too(): void {
		$cache = new SharedCache( [ 'kit-test/v1/answers' ] );
		foreach ( [ '/%postname%/', '' ] as $structure ) {
			$this->use_permalinks( $structure );
			$asked   = [ add_query_arg( 'post', 12, rest_url( 'kit-test/v1/answers' ) ), rest_url( 'kit-test/v1/answers' ) . '&post=12' ];
			$covered = array_filter( $asked, static fn ( string $url ): bool => (bool) array_filter( $cache->prefixes(), static fn ( string $prefix ): bool => str_starts_with( $url, home_url( $prefix ) ) ) );
			$this->assertSame( $asked, $covered, $structure ?: 'plain' );
		}
		$this->assertSame( [ '/index.php?rest_route=/kit-test/v1/answers', '/index.php?rest_route=%2Fkit-test%2Fv1%2Fanswers' ], $cache->prefixes() );
	}

	public function test_the_header_lets_shared_caches_keep_an_answer_briefly_and_browsers_ask_again(): void {
		$this->assertSame( 'public, max-age=0, s-maxage=300', SharedCache::CACHE_CONTROL );
	}
}
