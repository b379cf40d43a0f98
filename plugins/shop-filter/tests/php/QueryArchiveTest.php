<?php
/**
 * Filtered product archives without JavaScript: the main query, and what search engines are told.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Query\ArchiveRequest;
use ShopFilter\Seo\Robots;
use ShopFilter\Settings\Settings;
use ShopFilter\Tests\Support\CatalogueTestCase;
use ShopFilter\Tests\Support\GroundTruth;
use WP_Query;

require_once __DIR__ . '/Support/CatalogueTestCase.php';
require_once __DIR__ . '/Support/GroundTruth.php';

/**
 * Each test sets up a main query as WordPress does for a request (the GET parameters in $_GET), with WooCommerce's
 * and the plugin's pre_get_posts hooks running.
 */
final class QueryArchiveTest extends CatalogueTestCase {

	use GroundTruth;

	protected const CATALOGUE_SIZE = 15;

	/** @var array<string, mixed> */
	private array $saved_get = [];

	/** @var array{mixed, mixed} */
	private array $saved_queries;

	/** @var mixed The rewrite match of the request the tests run in. */
	private $saved_matched;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_get     = $_GET;
		$this->saved_queries = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$this->saved_matched = $GLOBALS['wp']->matched_query;
	}

	protected function tearDown(): void {
		$_GET = $this->saved_get;
		\WC_Query::reset_chosen_attributes();
		[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $this->saved_queries;
		$GLOBALS['wp']->matched_query                       = $this->saved_matched;
		parent::tearDown();
	}

	public function test_a_filtered_shop_link_filters_the_main_query(): void {
		$query = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'pa_color' => 'red,green', 'per_page' => '100' ] );

		$this->assertSame( $this->expected_ids( [ 'pa_color' => 'red,green' ] ), self::sorted( $this->ids( $query ) ) );
		$this->assertSame( count( $this->ids( $query ) ), $query->found_posts );
	}

	public function test_a_plain_form_submit_with_array_inputs_and_empty_boxes_works(): void {
		$query = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'pa_color' => [ 'blue' ], 'min_price' => '', 'sku' => '', 'per_page' => '100' ] );

		$this->assertSame( $this->expected_ids( [ 'pa_color' => 'blue' ] ), self::sorted( $this->ids( $query ) ) );
	}

	public function test_the_main_query_keeps_the_requested_order_and_pages(): void {
		$first  = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'stock' => 'instock', 'orderby' => 'price-desc', 'per_page' => '4' ] );
		$second = $this->visit( [ 'post_type' => 'product', 'paged' => 2 ], [ 'filter' => '1', 'stock' => 'instock', 'orderby' => 'price-desc', 'per_page' => '4' ] );
		$ids    = array_merge( $this->ids( $first ), $this->ids( $second ) );

		$this->assertCount( 8, $ids );
		global $wpdb;
		$prices = array_map( static fn ( int $id ): float => (float) $wpdb->get_var( $wpdb->prepare( "SELECT max_price FROM {$wpdb->prefix}wc_product_meta_lookup WHERE product_id = %d", $id ) ), $ids );
		$sorted = $prices;
		rsort( $sorted );
		$this->assertSame( $sorted, $prices );
		$in_stock = count( $this->expected_ids( [ 'stock' => 'instock' ] ) );
		$this->assertSame( $in_stock, $first->found_posts );
		$this->assertSame( (int) ceil( $in_stock / 4 ), $second->max_num_pages );
	}

	public function test_on_product_search_results_the_filter_narrows_the_search(): void {
		$query = $this->visit( [ 'post_type' => 'product', 's' => 'Product 1' ], [ 'filter' => '1', 'pa_color' => 'red', 'per_page' => '100' ] );

		$red_matching_the_text = array_values( array_intersect( $this->expected_ids( [ 'pa_color' => 'red' ], 'search' ), array_slice( $this->catalogue->ids, 10, 5 ) ) );
		$this->assertNotSame( [], $red_matching_the_text );
		$this->assertSame( $red_matching_the_text, self::sorted( $this->ids( $query ) ) );
	}

	public function test_a_category_archive_is_the_base_of_its_filter(): void {
		$query = $this->visit( [ 'product_cat' => 'clothing' ], [ 'filter' => '1', 'pa_color' => 'red', 'per_page' => '100' ] );

		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'clothing', 'pa_color' => 'red' ] ), self::sorted( $this->ids( $query ) ) );
	}

	public function test_a_category_parameter_on_a_category_archive_narrows_it_instead_of_replacing_it(): void {
		$GLOBALS['wp']->matched_query = 'product_cat=clothing'; // The permalink /product-category/clothing/ matched.

		$this->assertSame( [ 'product_cat' => 'clothing', 'paged' => '2' ], apply_filters( 'request', [ 'product_cat' => 'toys', 'paged' => '2' ] ), 'the archive stays Clothing' );
		$shirts = $this->visit( [ 'product_cat' => 'clothing' ], [ 'filter' => '1', 'product_cat' => 'shirts', 'per_page' => '100' ] );
		$this->assertSame( $this->catalogue->terms['clothing'] . '-product_cat', ArchiveRequest::base( $shirts ) );
		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'shirts' ] ), self::sorted( $this->ids( $shirts ) ) );
		$this->assertSame( [], $this->ids( $this->visit( [ 'product_cat' => 'clothing' ], [ 'filter' => '1', 'product_cat' => 'toys' ] ) ), 'Toys are outside Clothing' );

		$_GET = [ 'filter' => '1', 'product_cat' => 'toys' ];
		$this->assertFalse( apply_filters( 'redirect_canonical', home_url( '/product-category/clothing/?filter=1' ), home_url( '/product-category/clothing/?filter=1&product_cat=toys' ) ), 'no redirect drops the filter' );
		$this->assertSame( home_url( '/product-category/clothing/?filter=1&product_cat=toys' ), apply_filters( 'redirect_canonical', home_url( '/product-category/clothing/?filter=1&product_cat=toys' ), home_url( '/product-category/clothing?filter=1&product_cat=toys' ) ) );

		$GLOBALS['wp']->matched_query = 'post_type=product'; // The shop: there the parameter is the filter, not a base.
		$this->assertSame( [ 'product_cat' => 'toys' ], apply_filters( 'request', [ 'product_cat' => 'toys' ] ) );
		$this->assertSame( '', ArchiveRequest::base( $this->visit( [ 'product_cat' => 'toys' ], [ 'product_cat' => 'toys' ] ) ) );
	}

	public function test_the_links_category_reference_is_the_base_where_the_link_lands_outside_the_category(): void {
		$clothing = $this->catalogue->terms['clothing'] . '-product_cat';
		$query    = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'pa_color' => 'red', 'base' => $clothing, 'per_page' => '100' ] );

		$this->assertSame( $clothing, ArchiveRequest::base( $query ) );
		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'clothing', 'pa_color' => 'red' ] ), self::sorted( $this->ids( $query ) ) );
		$this->assertNotSame( $this->expected_ids( [ 'pa_color' => 'red' ] ), self::sorted( $this->ids( $query ) ), 'Toys are left out' );
		$this->assertSame( '', ArchiveRequest::base( $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'base' => '999999-product_cat' ] ) ), 'no such term: no base' );
	}

	public function test_a_husky_link_from_a_category_page_keeps_the_category(): void {
		$clothing = $this->catalogue->terms['clothing'] . '-product_cat';
		$filtered = $this->visit( [ 'post_type' => 'product' ], [ 'swoof' => '1', 'pa_color' => 'red', 'really_curr_tax' => $clothing, 'perpage' => '100' ] );
		$category = $this->visit( [ 'post_type' => 'product' ], [ 'swoof' => '1', 'really_curr_tax' => $clothing, 'perpage' => '100' ] );

		$this->assertSame( $clothing, ArchiveRequest::base( $filtered ) );
		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'clothing', 'pa_color' => 'red' ] ), self::sorted( $this->ids( $filtered ) ) );
		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'clothing' ] ), self::sorted( $this->ids( $category ) ), 'the category alone is a filter too' );
		$this->assertNotContains( $this->catalogue->ids[2], $this->ids( $category ), 'a toy is left out' );
	}

	public function test_a_husky_sort_order_is_read_as_woocommerces_nearest(): void {
		$husky = $this->visit( [ 'post_type' => 'product' ], [ 'swoof' => '1', 'stock' => 'instock', 'orderby' => 'price_desc', 'per_page' => '100' ] );
		$ours  = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'stock' => 'instock', 'orderby' => 'price-desc', 'per_page' => '100' ] );
		$title = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'stock' => 'instock', 'orderby' => 'title', 'per_page' => '100' ] );
		$plain = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'stock' => 'instock', 'per_page' => '100' ] );

		$this->assertSame( $this->ids( $ours ), $this->ids( $husky ) );
		$this->assertNotSame( $this->ids( $plain ), $this->ids( $ours ), 'the catalogue has prices to sort by' );
		$this->assertSame( $this->ids( $plain ), $this->ids( $title ), 'a title order is not kept: the default sorting' );

		$husky_unfiltered = $this->visit( [ 'post_type' => 'product' ], [ 'orderby' => 'price_desc', 'per_page' => '100' ] );
		$ours_unfiltered  = $this->visit( [ 'post_type' => 'product' ], [ 'orderby' => 'price-desc', 'per_page' => '100' ] );
		$this->assertSame( $this->ids( $ours_unfiltered ), $this->ids( $husky_unfiltered ), 'WooCommerce\'s own query too' );
		$this->assertNotSame( $this->ids( $this->visit( [ 'post_type' => 'product' ], [ 'per_page' => '100' ] ) ), $this->ids( $ours_unfiltered ) );
	}

	public function test_a_price_range_chosen_without_javascript_filters_the_listing(): void {
		$range = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'price_range' => '25-50', 'per_page' => '100' ] );
		$none  = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'price_range' => '-1', 'per_page' => '100' ] );

		$this->assertSame( $this->expected_ids( [ 'min_price' => '25', 'max_price' => '50' ] ), self::sorted( $this->ids( $range ) ) );
		$this->assertGreaterThan( count( $this->ids( $range ) ), count( $this->ids( $none ) ), '-1: no price filter' );
	}

	public function test_a_bad_parameter_is_ignored_and_the_page_still_works(): void {
		$query = $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'pa_color' => 'red', 'min_price' => 'abc', 'min_rating' => '9', 'per_page' => '100' ] );

		$this->assertSame( $this->expected_ids( [ 'pa_color' => 'red' ] ), self::sorted( $this->ids( $query ) ) );
	}

	public function test_a_link_with_woocommerces_own_filters_is_left_to_woocommerce(): void {
		// WooCommerce's filter blocks write filter_color; min_price alone would be ours, and would drop the colour.
		\WC_Query::reset_chosen_attributes(); // WooCommerce reads $_GET's filters once per process.
		$query = $this->visit( [ 'post_type' => 'product' ], [ 'filter_color' => 'red', 'min_price' => '0', 'per_page' => '100' ] );
		$ids   = $this->ids( $query );

		$this->assertNotSame( [], $ids );
		$this->assertSame( [], array_diff( $ids, $this->expected_ids( [ 'pa_color' => 'red' ] ) ), 'red products only, as WooCommerce filters them' );
	}

	public function test_category_checkboxes_submitted_without_javascript_reach_wordpress_as_a_comma_list(): void {
		// WordPress 6.8 fatals on an array in a taxonomy query variable (wp_basename() in parse_tax_query()).
		$_GET = [ 'post_type' => 'product', 'filter' => '1', 'per_page' => '100', 'product_cat' => [ 'toys', 'pants' ] ];
		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp']->parse_request( $_GET ); // As a request for /?post_type=product&product_cat[]=toys&… is parsed.
		$GLOBALS['wp']->query_posts();

		$this->assertSame( 'toys,pants', get_query_var( 'product_cat' ) );
		$this->assertSame( $this->expected_ids( [ 'product_cat' => 'toys,pants' ] ), self::sorted( $this->ids( $GLOBALS['wp_query'] ) ) );
	}

	public function test_a_filter_matching_nothing_gives_an_empty_listing(): void {
		$this->assertSame( [], $this->ids( $this->visit( [ 'post_type' => 'product' ], [ 'filter' => '1', 'pa_color' => 'nothing-here' ] ) ) );
	}

	public function test_unfiltered_listings_and_other_queries_are_left_alone(): void {
		$everything = $this->expected_ids( [] );
		$this->assertSame( count( $everything ), $this->visit( [ 'post_type' => 'product' ], [ 'orderby' => 'price', 'filter' => '1' ] )->found_posts );

		$_GET  = [ 'filter' => '1', 'pa_color' => 'red' ];
		$query = new WP_Query( [ 'post_type' => 'product', 'posts_per_page' => 100, 'fields' => 'ids' ] );
		$this->assertSame( $everything, self::sorted( array_map( 'intval', $query->posts ) ), 'not the main query' );
	}

	/** @return array<string, array{array<string, string>, array<string, mixed>|null, bool}> */
	public static function robots_cases(): array {
		return [
			'one facet, default setting'     => [ [ 'pa_color' => 'red' ], null, false ],
			'two facets, default setting'    => [ [ 'pa_color' => 'red', 'on_sale' => '1' ], null, true ],
			'two facets, limit 2'            => [ [ 'pa_color' => 'red', 'on_sale' => '1' ], [ 'noindex_facets' => 2 ], false ],
			'three facets, limit 2'          => [ [ 'pa_color' => 'red', 'on_sale' => '1', 'min_rating' => '2' ], [ 'noindex_facets' => 2 ], true ],
			'two facets, turned off'         => [ [ 'pa_color' => 'red', 'on_sale' => '1' ], [ 'noindex_facets' => 0 ], false ],
			'ordering and paging are no facet' => [ [ 'pa_color' => 'red', 'orderby' => 'price', 'per_page' => '5' ], null, false ],
		];
	}

	/**
	 * @dataProvider robots_cases
	 * @param array<string, string>     $filter   Filter parameters.
	 * @param array<string, mixed>|null $settings The plugin's settings.
	 */
	public function test_deep_filter_combinations_get_noindex_and_a_canonical_link_to_the_listing( array $filter, ?array $settings, bool $noindex ): void {
		if ( null !== $settings ) {
			update_option( Settings::OPTION, $settings );
		}
		$this->visit( [ 'product_cat' => 'toys' ], [ 'filter' => '1' ] + $filter );
		$robots = new Robots();

		$this->assertSame( $noindex, $robots->robots( [] )['noindex'] ?? false );
		ob_start();
		$robots->canonical();
		$head = (string) ob_get_clean();
		$this->assertSame( $noindex ? '<link rel="canonical" href="' . esc_url( get_term_link( 'toys', 'product_cat' ) ) . "\" />\n" : '', $head );
	}

	public function test_robots_ask_nothing_of_the_database_off_a_filtered_listing(): void {
		global $wpdb;
		$pages = [
			'a post'              => [ [ 'p' => (int) wp_insert_post( [ 'post_status' => 'publish', 'post_title' => 'A post' ] ) ], [] ],
			'the unfiltered shop' => [ [ 'post_type' => 'product' ], [] ],
		];
		foreach ( $pages as $page => [ $query_vars, $get ] ) {
			$this->visit( $query_vars, $get );
			// Cold, as at the start of a request: the settings' default filters query the colour terms.
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$robots = new Robots();
			$this->assertSame( [], $robots->robots( [] ), $page );
			ob_start();
			$robots->canonical();
			$this->assertSame( '', ob_get_clean(), $page );
			$this->assertSame( 0, $wpdb->num_queries - $before, "queries on {$page}" );
		}
	}

	/**
	 * Sets up the main query of a request.
	 *
	 * @param array<string, mixed> $query_vars What the URL's path gives WordPress.
	 * @param array<string, mixed> $get        The query string.
	 */
	private function visit( array $query_vars, array $get ): WP_Query {
		$_GET                    = $get;
		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp_query']->query( $query_vars + array_intersect_key( $get, [ 'orderby' => 0, 'product_cat' => 0 ] ) );
		return $GLOBALS['wp_query'];
	}

	/** @return list<int> */
	private function ids( WP_Query $query ): array {
		return array_map( static fn ( $post ): int => (int) ( is_object( $post ) ? $post->ID : $post ), $query->posts );
	}
}
