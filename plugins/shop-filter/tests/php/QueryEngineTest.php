<?php
/**
 * The engine against plain WordPress queries over a seeded catalogue.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Index\IndexTables;
use ShopFilter\Index\IndexVersion;
use ShopFilter\Index\ProductIndex;
use ShopFilter\Index\Rebuild;
use ShopFilter\Index\SetBuilder;
use ShopFilter\Index\SetStore;
use ShopFilter\Index\SetsRefresh;
use ShopFilter\Query\Context;
use ShopFilter\Query\Engine;
use ShopFilter\Query\FilterState;
use ShopFilter\Query\SkuSearch;
use ShopFilter\Tests\Support\Catalogue;
use ShopFilter\Tests\Support\CatalogueTestCase;
use ShopFilter\Tests\Support\GroundTruth;
use WP_Query;

require_once __DIR__ . '/Support/CatalogueTestCase.php';
require_once __DIR__ . '/Support/GroundTruth.php';

/**
 * Results, counts (OR within a facet, AND across, inside the base category), sorting, paging and price bounds.
 */
final class QueryEngineTest extends CatalogueTestCase {

	use GroundTruth;

	public const FACETS = [ 'product_cat', 'product_tag', 'pa_color', 'pa_size', 'price', 'rating', 'stock', 'on_sale' ];

	/** @return array<string, array{array<string, string>}> */
	public static function filters(): array {
		return [
			'no filter'                           => [ [] ],
			'one colour'                          => [ [ 'pa_color' => 'red' ] ],
			'two colours (OR)'                    => [ [ 'pa_color' => 'red,green' ] ],
			'colour and size (AND)'               => [ [ 'pa_color' => 'blue', 'pa_size' => 'm' ] ],
			'parent category matches its children' => [ [ 'product_cat' => 'clothing' ] ],
			'categories and a tag'                => [ [ 'product_cat' => 'shirts,toys', 'product_tag' => 'new' ] ],
			'price range'                         => [ [ 'min_price' => '20', 'max_price' => '50.5' ] ],
			'minimum price only'                  => [ [ 'min_price' => '70' ] ],
			'rating'                              => [ [ 'min_rating' => '3' ] ],
			'in stock'                            => [ [ 'stock' => 'instock' ] ],
			'a colour in stock needs that variation in stock' => [ [ 'pa_color' => 'blue', 'stock' => 'instock' ] ],
			'a size (not a variation attribute) in stock' => [ [ 'pa_size' => 's', 'stock' => 'instock' ] ],
			'on sale'                             => [ [ 'on_sale' => '1' ] ],
			'everything at once'                  => [ [ 'pa_color' => 'red,blue', 'product_cat' => 'clothing', 'min_rating' => '1', 'stock' => 'instock', 'max_price' => '80' ] ],
			'unknown slug matches nothing'        => [ [ 'pa_color' => 'purple' ] ],
		];
	}

	/** One catalogue for every case of the table (seeding is the slow part). */
	public function test_results_match_the_ground_truth(): void {
		$engine = $this->engine();
		foreach ( self::filters() as $case => [ $params ] ) {
			$expected = $this->expected_ids( $params );
			$result   = $engine->run( $this->state( $params + [ 'per_page' => '100' ] ), new Context( facets: self::FACETS ) );

			$this->assertSame( $expected, self::sorted( $result->page_ids ), $case );
			$this->assertSame( count( $expected ), $result->total, $case );
		}
	}

	public function test_sku_search_finds_products_and_products_of_matching_variations(): void {
		$ids = $this->engine()->matching_ids( $this->state( [ 'sku' => 'var-2' ] ), new Context() );

		$this->assertSame( [ $this->catalogue->ids[20], $this->catalogue->ids[25] ], self::sorted( $ids ) );
		$this->assertSame( [ $this->catalogue->ids[7] ], $this->engine()->matching_ids( $this->state( [ 'sku' => 'SKU-7' ] ), new Context() ) );
		$this->assertSame( [], $this->engine()->matching_ids( $this->state( [ 'sku' => 'SKU_%' ] ), new Context() ), 'wildcards are literal' );
	}

	public function test_counts_are_or_within_a_facet_and_and_across_facets(): void {
		$params = [ 'pa_color' => 'red', 'product_cat' => 'toys', 'on_sale' => '1' ];
		$result = $this->engine()->run( $this->state( $params ), new Context( facets: self::FACETS ) );

		foreach ( Catalogue::COLORS as $color ) {
			$this->assertSame(
				count( $this->expected_ids( [ 'pa_color' => $color ] + $params ) ),
				$result->counts['pa_color'][ $this->catalogue->terms[ 'pa_color:' . $color ] ] ?? 0,
				"count of $color with the rest of the selection kept"
			);
		}
		foreach ( [ 'shirts', 'pants', 'toys', 'clothing' ] as $category ) {
			$this->assertSame( count( $this->expected_ids( [ 'product_cat' => $category ] + $params ) ), $result->counts['product_cat'][ $this->catalogue->terms[ $category ] ] ?? 0, $category );
		}
		$this->assertSame( count( $this->expected_ids( $params ) ), $result->counts['on_sale'][1] );
		$this->assertSame( count( $this->expected_ids( $params + [ 'min_rating' => '2' ] ) ), $result->counts['rating'][2] );
		$this->assertSame( count( $this->expected_ids( $params + [ 'stock' => 'instock' ] ) ), $result->counts['stock'][1] );
	}

	public function test_results_and_counts_stay_inside_the_base_category(): void {
		$context = new Context( 'product_cat', $this->catalogue->terms['clothing'], self::FACETS );
		$result  = $this->engine()->run( $this->state( [ 'pa_color' => 'red', 'per_page' => '100' ] ), $context );

		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'clothing', 'pa_color' => 'red' ] ), self::sorted( $result->page_ids ) );
		$this->assertSame( 0, $result->counts['product_cat'][ $this->catalogue->terms['toys'] ] ?? 0 );
		$this->assertSame( count( $this->expected_ids( [ 'product_cat' => 'clothing', 'pa_color' => 'green' ] ) ), $result->counts['pa_color'][ $this->catalogue->terms['pa_color:green'] ] );
	}

	public function test_sorting_matches_woocommerce_catalogue_ordering(): void {
		$engine = $this->engine();
		foreach ( FilterState::ORDERS as $orderby ) {
			$this->assertSame( $this->woocommerce_order( $orderby ), $engine->matching_ids( $this->state( [ 'orderby' => $orderby ] ), new Context() ), $orderby );
		}
	}

	public function test_pages_follow_one_another_and_a_page_past_the_end_is_empty(): void {
		$all   = $this->engine()->matching_ids( $this->state( [ 'orderby' => 'price' ] ), new Context() );
		$pages = [];
		for ( $paged = 1; $paged <= 5; $paged++ ) {
			$result = $this->engine()->run( $this->state( [ 'orderby' => 'price', 'per_page' => '7', 'paged' => (string) $paged ] ), new Context() );
			$pages  = array_merge( $pages, $result->page_ids );
			$this->assertSame( count( $all ), $result->total );
		}
		$this->assertSame( $all, $pages );
		$this->assertSame( [], $this->engine()->run( $this->state( [ 'per_page' => '7', 'paged' => '6' ] ), new Context() )->page_ids );
	}

	public function test_price_bounds_are_those_of_the_selection_without_the_price_filter(): void {
		$result = $this->engine()->run( $this->state( [ 'pa_color' => 'green', 'max_price' => '30' ] ), new Context( facets: [ 'price' ] ) );

		global $wpdb;
		$in  = implode( ',', $this->expected_ids( [ 'pa_color' => 'green' ] ) );
		$row = $wpdb->get_row( "SELECT MIN(min_price) AS low, MAX(max_price) AS high FROM {$wpdb->prefix}wc_product_meta_lookup WHERE product_id IN ($in)" );
		$this->assertEquals( [ 'min' => (float) $row->low, 'max' => (float) $row->high ], $result->price_bounds );
	}

	public function test_blue_in_stock_leaves_out_the_products_whose_blue_variation_is_sold_out(): void {
		$sold_out = [ $this->catalogue->ids[0], $this->catalogue->ids[10], $this->catalogue->ids[20] ]; // Catalogue::variable().
		$engine   = $this->engine();
		$blue     = $engine->matching_ids( $this->state( [ 'pa_color' => 'blue' ] ), new Context() );
		$in_stock = $engine->matching_ids( $this->state( [ 'pa_color' => 'blue', 'stock' => 'instock' ] ), new Context() );

		$this->assertSame( $sold_out, array_values( array_intersect( self::sorted( $blue ), $sold_out ) ), 'blue alone matches them' );
		$this->assertSame( [], array_values( array_intersect( $in_stock, $sold_out ) ) );
		$this->assertSame( [], array_values( array_intersect( $engine->matching_ids( $this->state( [ 'pa_color' => 'blue' ] ), new Context( hide_out_of_stock: true ) ), $sold_out ) ), 'nor when the shop hides sold-out items' );

		$result = $engine->run( $this->state( [ 'stock' => 'instock' ] ), new Context( facets: self::FACETS ) );
		$this->assertSame( count( $this->expected_ids( [ 'pa_color' => 'blue', 'stock' => 'instock' ] ) ), $result->counts['pa_color'][ $this->catalogue->terms['pa_color:blue'] ] );
		$with_blue = $engine->run( $this->state( [ 'pa_color' => 'blue' ] ), new Context( facets: self::FACETS ) );
		$this->assertSame( count( $this->expected_ids( [ 'pa_color' => 'blue', 'stock' => 'instock' ] ) ), $with_blue->counts['stock'][1], 'the stock count is what checking it would show' );
	}

	public function test_hidden_products_and_out_of_stock_follow_the_context(): void {
		$engine = $this->engine();

		$this->assertNotContains( $this->catalogue->ids[29], $engine->matching_ids( $this->state( [] ), new Context() ) );
		$this->assertSame( $this->expected_ids( [], 'search' ), self::sorted( $engine->matching_ids( $this->state( [] ), new Context( visibility: 'search' ) ) ) );
		$this->assertSame( $this->expected_ids( [], 'catalog', true ), self::sorted( $engine->matching_ids( $this->state( [] ), new Context( hide_out_of_stock: true ) ) ) );
	}

	public function test_after_a_change_answers_come_from_the_stored_sets_until_the_background_build_replaces_them(): void {
		global $wpdb;
		$engine = $this->engine();
		$before = $engine->matching_ids( $this->state( [ 'pa_color' => 'green' ] ), new Context() );
		$this->assertSame( [ IndexVersion::current() ], $wpdb->get_col( 'SELECT DISTINCT version FROM ' . IndexTables::sets() ), 'the first request stores the sets it built' );

		$this->catalogue->recolor( wc_get_product( $this->catalogue->ids[3] ), 'green' )->save(); // Was red.

		$this->assertSame( $before, $engine->matching_ids( $this->state( [ 'pa_color' => 'green' ] ), new Context() ), 'no shopper waits for a build' );
		$this->assertNotSame( IndexVersion::current(), $engine->sets_version() );
		$this->assertTrue( as_has_scheduled_action( SetsRefresh::ACTION ), 'the change queued the build' );

		do_action( SetsRefresh::ACTION ); // What Action Scheduler runs.

		$after = $engine->matching_ids( $this->state( [ 'pa_color' => 'green' ] ), new Context() );
		$this->assertSame( self::sorted( array_merge( $before, [ $this->catalogue->ids[3] ] ) ), self::sorted( $after ) );
		$this->assertSame( IndexVersion::current(), $engine->sets_version() );
		$this->assertSame( [ IndexVersion::current() ], $wpdb->get_col( 'SELECT DISTINCT version FROM ' . IndexTables::sets() ), 'older versions are removed' );
		$this->assertFalse( get_option( SetStore::LOCK_OPTION ) );
	}

	public function test_an_order_moves_its_product_up_the_popularity_order_once_the_sets_are_rebuilt(): void {
		$engine  = $this->engine();
		$before  = $engine->matching_ids( $this->state( [ 'orderby' => 'popularity' ] ), new Context() );
		$product = wc_get_product( (int) end( $before ) );
		$order   = wc_create_order();
		$order->add_product( $product, 50 );
		$order->update_status( 'processing' ); // WooCommerce records the sales when the order is paid.

		$this->assertSame( 50, (int) get_post_meta( $product->get_id(), 'total_sales', true ) );
		do_action( SetsRefresh::ACTION );
		$this->assertSame( $product->get_id(), $engine->matching_ids( $this->state( [ 'orderby' => 'popularity' ] ), new Context() )[0] );
	}

	public function test_the_background_build_waits_for_a_running_rebuild_and_runs_at_its_end(): void {
		$this->engine()->matching_ids( $this->state( [] ), new Context() );
		$stored = get_option( SetStore::STORED_OPTION );
		$this->catalogue->recolor( wc_get_product( $this->catalogue->ids[3] ), 'green' )->save();
		$rebuild = new Rebuild( new ProductIndex(), 1000 );
		as_unschedule_all_actions( SetsRefresh::ACTION );
		$rebuild->start();
		$this->catalogue->recolor( wc_get_product( $this->catalogue->ids[4] ), 'green' )->save();
		$this->assertFalse( as_has_scheduled_action( SetsRefresh::ACTION ), 'changes during the rebuild queue nothing' );

		do_action( SetsRefresh::ACTION );
		$this->assertSame( $stored, get_option( SetStore::STORED_OPTION ), 'a batch would change the index again' );

		$progress = get_option( Rebuild::PROGRESS_OPTION );
		$rebuild->run_batch( $progress['run'], 0 ); // The only batch: the rebuild ends.
		$this->assertSame( 'done', $rebuild->progress()['state'] );
		$this->assertTrue( as_has_scheduled_action( SetsRefresh::ACTION ), 'the end of the rebuild queued the build' );
		do_action( SetsRefresh::ACTION );
		$this->assertSame( IndexVersion::current(), get_option( SetStore::STORED_OPTION ) );
	}

	public function test_a_rebuild_running_for_too_long_no_longer_holds_the_build_back(): void {
		$this->engine()->matching_ids( $this->state( [] ), new Context() );
		$this->catalogue->recolor( wc_get_product( $this->catalogue->ids[3] ), 'green' )->save();
		update_option( Rebuild::PROGRESS_OPTION, [ 'state' => 'running', 'run' => 'lost', 'started' => time() - SetsRefresh::REBUILD_STALE - 1 ] );

		do_action( SetsRefresh::ACTION );
		$this->assertSame( IndexVersion::current(), get_option( SetStore::STORED_OPTION ) );
	}

	public function test_sets_of_an_earlier_layout_are_never_read(): void {
		$this->engine()->matching_ids( $this->state( [] ), new Context() );
		update_option( SetStore::STORED_OPTION, ( IndexVersion::SETS_FORMAT - 1 ) . '-old' );

		$engine = $this->engine();
		$this->assertSame( $this->expected_ids( [ 'pa_color' => 'green' ] ), self::sorted( $engine->matching_ids( $this->state( [ 'pa_color' => 'green' ] ), new Context() ) ) );
		$this->assertSame( IndexVersion::current(), get_option( SetStore::STORED_OPTION ), 'rebuilt in the request instead' );
	}

	/**
	 * The catalogue in WooCommerce's own order for a sort option.
	 *
	 * @return list<int>
	 */
	private function woocommerce_order( string $orderby ): array {
		// WooCommerce splits "price-desc" into order and direction only when it reads the request itself.
		$ordering = WC()->query->get_catalog_ordering_args( ...explode( '-', $orderby ) );
		$query    = new WP_Query(
			[
				'post_type'      => 'product',
				'post_status'    => 'publish',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'orderby'        => $ordering['orderby'],
				'order'          => $ordering['order'],
				'tax_query'      => [ [ 'taxonomy' => 'product_visibility', 'field' => 'slug', 'terms' => [ 'exclude-from-catalog' ], 'operator' => 'NOT IN' ] ], // phpcs:ignore WordPress.DB.SlowDBQuery
			]
		);
		WC()->query->remove_ordering_args();
		return array_map( 'intval', $query->posts );
	}

	private function engine(): Engine {
		return new Engine( new SetStore( new SetBuilder() ), new SkuSearch() );
	}

	/** @param array<string, string> $params Parameters. */
	private function state( array $params ): FilterState {
		$state = FilterState::from_params( $params );
		$this->assertInstanceOf( FilterState::class, $state );
		return $state;
	}
}
