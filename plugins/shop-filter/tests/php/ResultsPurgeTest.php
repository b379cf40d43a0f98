<?php
/**
 * Shared caches are told when the filter's answers change.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Cache\SetsPurge;
use ShopFilter\Index\IndexVersion;
use ShopFilter\Index\SetStore;
use ShopFilter\Index\SetsChange;
use ShopFilter\Index\SetsRefresh;
use ShopFilter\Kit\Cache\SharedCache;
use ShopFilter\Settings\Settings;
use ShopFilter\Tests\Support\CatalogueTestCase;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * A product saved, its stock, its price or its terms changed: once the background build has stored the new sets,
 * `shop_bundle_purge` fires with the prefixes of the addresses the storefront's filter asks (`GET
 * shop-filter/v1/results`, and the shop page and product archives at the filter's link), not the whole site; a
 * settings save fires it at once for the whole site. Nothing fires while the answers have not changed. A build's
 * purge is repeated a few seconds later, for the pages whose requests were under way.
 */
final class ResultsPurgeTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 6;

	/** @var list<list<string>> The prefixes of each purge fired. */
	private array $purges = [];

	protected function setUp(): void {
		parent::setUp();
		$this->refresh_sets();
		as_unschedule_all_actions( SetsPurge::AGAIN_ACTION ); // The repeat of the catalogue's own build.
		add_action( SharedCache::ACTION, [ $this, 'record' ] );
	}

	protected function tearDown(): void {
		remove_action( SharedCache::ACTION, [ $this, 'record' ] );
		as_unschedule_all_actions( SetsPurge::AGAIN_ACTION );
		parent::tearDown();
	}

	/**
	 * Records a purge.
	 *
	 * @param list<string> $prefixes The prefixes.
	 */
	public function record( array $prefixes ): void {
		$this->purges[] = $prefixes;
	}

	/** @return array<string, array{callable(\WC_Product): void}> */
	public static function changes(): array {
		return [
			'a product saved'  => [ static fn ( \WC_Product $product ) => $product->set_name( 'Renamed' ) || $product->save() ],
			'its price'        => [ static fn ( \WC_Product $product ) => $product->set_regular_price( '999' ) || $product->save() ],
			'its stock'        => [ static fn ( \WC_Product $product ) => $product->set_manage_stock( true ) || $product->save() || wc_update_product_stock( $product, 0 ) ],
			'its terms'        => [ static fn ( \WC_Product $product ) => wp_set_object_terms( $product->get_id(), 'Purge Test Tag', 'product_tag', true ) ],
		];
	}

	/**
	 * @dataProvider changes
	 * @param callable(\WC_Product): void $change The change.
	 */
	public function test_a_change_of_the_index_purges_the_answers_once_their_sets_are_stored( callable $change ): void {
		$change( wc_get_product( $this->catalogue->ids[1] ) );
		$this->assertSame( [], $this->purges, 'until the build has run, the answers are those of the sets stored before' );

		do_action( SetsRefresh::ACTION ); // What Action Scheduler runs.

		$this->assertCount( 1, $this->purges );
		$this->assert_filtered( $this->purges[0] );

		$again = as_next_scheduled_action( SetsPurge::AGAIN_ACTION );
		$this->assertIsInt( $again, 'repeated once the requests under way, which read the old sets, have ended' );
		$this->assertEqualsWithDelta( time() + SetsPurge::AGAIN_AFTER, $again, 2 );
		do_action( SetsPurge::AGAIN_ACTION ); // What Action Scheduler runs then.
		$this->assertSame( [ $this->purges[0], $this->purges[0] ], $this->purges );
	}

	/**
	 * A build's purge: the results route and the filtered pages, not the whole site. Other public product taxonomies
	 * (attributes with archives, registered by tests before this one) may be there too.
	 *
	 * @param list<string> $prefixes The purge's prefixes.
	 */
	private function assert_filtered( array $prefixes ): void {
		foreach ( self::filtered() as $prefix ) {
			$this->assertContains( $prefix, $prefixes );
		}
		$this->assertNotContains( '/', $prefixes, 'not the whole site' );
		$this->assertSame( $prefixes, array_values( array_unique( $prefixes ) ) );
	}

	/** @return list<string> What a build purges on this site (pretty permalinks, the shop at /shop/). */
	private static function filtered(): array {
		$shop = wp_make_link_relative( (string) get_permalink( wc_get_page_id( 'shop' ) ) );
		return [ '/wp-json/shop-filter/v1/results', $shop, '/product-category/', '/product-tag/', '/brand/' ];
	}

	public function test_the_filtered_pages_are_the_shop_and_the_product_archives_or_the_whole_site(): void {
		global $wp_rewrite;
		$this->assertNotSame( '/', wp_make_link_relative( (string) get_permalink( wc_get_page_id( 'shop' ) ) ) );
		register_taxonomy( 'pa_purge_shade', 'product', [ 'public' => true, 'rewrite' => [ 'slug' => 'shade' ] ] );
		try {
			do_action( SetStore::STORED_ACTION );
			$this->assert_filtered( $this->purges[0] );
			$this->assertContains( '/shade/', $this->purges[0], 'a public attribute\'s archives' );

			update_option( 'page_on_front', wc_get_page_id( 'shop' ) );
			update_option( 'show_on_front', 'page' );
			do_action( SetStore::STORED_ACTION );
			$this->assertSame( [ '/wp-json/shop-filter/v1/results', '/' ], $this->purges[1], 'the shop as the front page' );

			delete_option( 'page_on_front' );
			$structure = (string) get_option( 'permalink_structure' );
			$wp_rewrite->set_permalink_structure( '' );
			do_action( SetStore::STORED_ACTION );
			$wp_rewrite->set_permalink_structure( $structure );
			$this->assertSame( [ '/index.php?rest_route=/shop-filter/v1/results', '/index.php?rest_route=%2Fshop-filter%2Fv1%2Fresults', '/' ], $this->purges[2], 'plain permalinks' );
		} finally {
			unregister_taxonomy( 'pa_purge_shade' );
		}
	}

	/** An order's sales, as WooCommerce records them: the lookup table written directly, the index told (no row). */
	private function sell( int $product, int $sales ): void {
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'wc_product_meta_lookup', [ 'total_sales' => $sales ], [ 'product_id' => $product ] ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		IndexVersion::bump(); // What IndexMaintenance::sales_changed() does.
	}

	public function test_sales_that_change_the_popularity_order_alone_purge_nothing_unless_it_is_the_default_order(): void {
		$this->sell( $this->catalogue->ids[3], 50 );
		do_action( SetsRefresh::ACTION );
		$this->assertSame( [], $this->purges, 'only answers sorted by popularity show it, for a shared cache\'s lifetime' );
		$this->assertFalse( as_next_scheduled_action( SetsPurge::AGAIN_ACTION ), 'nor repeated' );

		update_option( 'woocommerce_default_catalog_orderby', 'popularity' );
		$this->sell( $this->catalogue->ids[4], 60 );
		do_action( SetsRefresh::ACTION );
		$this->assertCount( 1, $this->purges, 'the shop\'s default listing shows it' );
	}

	public function test_a_build_with_nothing_to_compare_with_purges(): void {
		delete_option( SetsChange::OPTION );
		$this->sell( $this->catalogue->ids[3], 50 );
		do_action( SetsRefresh::ACTION );
		$this->assertCount( 1, $this->purges );
	}

	public function test_a_build_that_finds_the_sets_current_purges_nothing(): void {
		do_action( SetsRefresh::ACTION );

		$this->assertSame( [], $this->purges );
	}

	public function test_a_settings_save_purges_the_answers(): void {
		update_option( Settings::OPTION, array_merge( Settings::get(), [ 'noindex_facets' => 3 ] ) );

		$this->assertSame( [ [ '/' ] ], $this->purges, 'the answers and the form drawn into the pages' );
	}
}
