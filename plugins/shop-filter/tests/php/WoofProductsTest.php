<?php
/**
 * `[woof_products]`: the filtered grid on a page.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Shortcodes\WoofProducts;
use ShopFilter\Tests\Support\CatalogueTestCase;
use ShopFilter\Tests\Support\GroundTruth;

require_once __DIR__ . '/Support/CatalogueTestCase.php';
require_once __DIR__ . '/Support/GroundTruth.php';

/**
 * The shortcode as a page written for HUSKY (WOOF) uses it, with the link's filter in $_GET.
 */
final class WoofProductsTest extends CatalogueTestCase {

	use GroundTruth;

	protected const CATALOGUE_SIZE = 12;

	/** @var array<string, mixed> */
	private array $saved_get = [];

	/** @var array{0: mixed, 1: mixed}|null The main query before a test replaced it. */
	private ?array $saved_query = null;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_get = $_GET;
		$this->refresh_sets();
	}

	protected function tearDown(): void {
		$_GET = $this->saved_get;
		if ( $this->saved_query ) {
			[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $this->saved_query;
		}
		parent::tearDown();
	}

	public function test_the_shortcode_is_registered_and_draws_products_instead_of_its_own_text(): void {
		$html = do_shortcode( '[woof_products per_page="4" columns="2"]' );

		$this->assertStringNotContainsString( '[woof_products', $html );
		$this->assertStringContainsString( 'class="woocommerce columns-2 shop-filter-products"', $html );
		$this->assertMatchesRegularExpression( '/<ul class="products columns-2"/', $html );
		$this->assertSame( 4, preg_match_all( '/<li class="[^"]*\bpost-\d+ /', $html ), 'four products on the first page' );
		$this->assertStringContainsString( 'woocommerce-pagination', $html, 'the other products are a page away' );
	}

	public function test_the_links_filter_chooses_the_products(): void {
		$_GET = [ 'swoof' => '1', 'pa_color' => 'red' ];
		$red  = $this->expected_ids( [ 'pa_color' => 'red' ] );

		$html = do_shortcode( '[woof_products per_page="50"]' );

		foreach ( $this->catalogue->ids as $id ) {
			$this->assertSame( in_array( $id, $red, true ), str_contains( $html, 'post-' . $id . ' ' ), "product $id" );
		}
	}

	/**
	 * @return array<string, array{array<string, string>, array{per_page: string, columns: int, orderby: string}}>
	 */
	public static function attributes(): array {
		return [
			'page size, columns, order' => [ [ 'per_page' => '8', 'columns' => '3', 'orderby' => 'price', 'order' => 'desc' ], [ 'per_page' => '8', 'columns' => 3, 'orderby' => 'price-desc' ] ],
			'bounded'                   => [ [ 'per_page' => '500', 'columns' => '12' ], [ 'per_page' => '100', 'columns' => 6, 'orderby' => '' ] ],
			'a title order: not kept'   => [ [ 'orderby' => 'title', 'per_page' => '-1' ], [ 'per_page' => '', 'columns' => wc_get_default_products_per_row(), 'orderby' => '' ] ],
		];
	}

	/**
	 * @dataProvider attributes
	 *
	 * @param array<string, string> $atts     The shortcode's attributes.
	 * @param array<string, mixed>  $expected What they give.
	 */
	public function test_woofs_attributes_are_read( array $atts, array $expected ): void {
		$this->assertSame( $expected, array_diff_key( WoofProducts::args( $atts ), [ 'base' => 0 ] ) );
	}

	public function test_its_taxonomies_give_the_listings_category(): void {
		$toys = $this->catalogue->terms['toys'];

		$this->assertSame( $toys . '-product_cat', WoofProducts::args( [ 'taxonomies' => "product_cat:$toys,5+pa_color:3" ] )['base'] );
		$this->assertSame( '', WoofProducts::args( [ 'taxonomies' => 'product_cat:99999999' ] )['base'], 'no such term' );

		$html = do_shortcode( "[woof_products per_page=\"50\" taxonomies=\"product_cat:$toys\"]" );
		foreach ( $this->catalogue->ids as $i => $id ) {
			$this->assertSame( 2 === $i % 3, str_contains( $html, 'post-' . $id . ' ' ), "product $i" );
		}
	}

	public function test_a_form_on_the_same_page_goes_to_that_page_with_its_grids_category_and_loads_it(): void {
		$toys = $this->catalogue->terms['toys'];
		$page = wp_insert_post(
			[
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Toys, filtered',
				'post_content' => "<!-- wp:shortcode -->[woof]<!-- /wp:shortcode --><!-- wp:shortcode -->[woof_products columns=\"2\" taxonomies=\"product_cat:$toys\"]<!-- /wp:shortcode -->",
			]
		);
		$this->saved_query = [ $GLOBALS['wp_query'] ?? null, $GLOBALS['wp_the_query'] ?? null ];
		self::show( [ 'page_id' => $page ] );

		$this->assertSame( $toys . '-product_cat', WoofProducts::on_page()['base'] ?? null );
		$form = do_shortcode( '[woof]' );
		$this->assertMatchesRegularExpression( '#<form[^>]*action="' . preg_quote( esc_url( (string) get_permalink( $page ) ), '#' ) . '"#', $form, 'the form goes to the page' );
		preg_match( '#data-shop-filter="([^"]*)"#', $form, $data );
		$config = json_decode( html_entity_decode( $data[1] ?? '{}' ), true );
		$this->assertFalse( $config['ajax'] ?? null, 'the page is loaded with the filter: its grid is the page\'s' );
		$this->assertSame( $toys . '-product_cat', $config['base'] ?? null );

		self::show( [ 'post_type' => 'product' ] );
		$this->assertNull( WoofProducts::on_page(), 'elsewhere the form keeps its listing' );
	}

	/**
	 * Makes a query the page's main query, as a request for it would.
	 *
	 * @param array<string, mixed> $query Query vars.
	 */
	private static function show( array $query ): void {
		$GLOBALS['wp_the_query'] = new \WP_Query( $query );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
	}
}
