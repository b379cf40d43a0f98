<?php
/**
 * GET shop-filter/v1/results.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Index\SetsRefresh;
use ShopFilter\Tests\Support\CatalogueTestCase;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * The answer's shape and markup, its caching headers, and bad input as a 400 with a message, through the REST server.
 */
final class RestResultsTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 12;

	public function test_the_answer_holds_the_products_count_link_and_loop_fields_with_caching_headers(): void {
		$response = $this->results( [ 'filter' => '1', 'pa_color' => 'red', 'orderby' => 'price', 'per_page' => '3', 'facets' => 'pa_color,price', 'listing' => 'classic' ] );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 6, $data['count'], 'products 00, 03, 05, 06, 09 and 10 are red (00, 05 and 10 through a variation)' );
		$this->assertStringContainsString( 'Product 00', $data['products'] );
		$this->assertStringContainsString( 'Product 03', $data['products'] );
		$this->assertStringNotContainsString( 'Product 06', $data['products'], 'page 1 of 3 per page, by price' );
		$this->assertStringContainsString( 'class="products', $data['products'] );
		$this->assertStringContainsString( '?filter=1&pa_color=red&orderby=price&per_page=3', $data['link'] );
		$this->assertStringContainsString( 'woocommerce-result-count', $data['additional_fields']['.woocommerce-result-count'] );
		$this->assertStringContainsString( 'paged=2', $data['additional_fields']['.woocommerce-pagination'] );
		$this->assertStringContainsString( '<form class="shop-filter', $data['form'], 'the form, from FormRenderer' );
		$this->assertSame( 'public, max-age=0, s-maxage=300', $response->get_headers()['Cache-Control'], 'kept by a shared cache (purged on change), asked again by browsers' );
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $response->get_headers()['ETag'] );
	}

	public function test_a_matching_if_none_match_gets_a_304_and_a_product_change_a_new_etag_once_its_sets_are_built(): void {
		$params = [ 'filter' => '1', 'pa_color' => 'blue' ];
		$etag   = $this->results( $params )->get_headers()['ETag'];

		$this->assertSame( 304, $this->results( $params, [ 'If-None-Match' => $etag ] )->get_status() );
		$this->assertSame( 304, $this->results( $params, [ 'If-None-Match' => 'W/' . $etag ] )->get_status() );
		$this->assertSame( 200, $this->results( [ 'pa_color' => 'green' ] + $params, [ 'If-None-Match' => $etag ] )->get_status() );

		$product = wc_get_product( $this->catalogue->ids[1] );
		$product->set_sale_price( '1' );
		$product->save();
		$this->assertSame( 304, $this->results( $params, [ 'If-None-Match' => $etag ] )->get_status(), 'answered from the sets last stored until the background build' );
		$this->assertTrue( as_has_scheduled_action( SetsRefresh::ACTION ) );

		do_action( SetsRefresh::ACTION ); // What Action Scheduler runs.
		$this->assertSame( 200, $this->results( $params, [ 'If-None-Match' => $etag ] )->get_status() );
	}

	public function test_answers_for_a_logged_in_user_are_private(): void {
		$this->act_as( 'customer' );

		$this->assertSame( 'private, max-age=0', $this->results( [ 'pa_color' => 'red' ] )->get_headers()['Cache-Control'] );
	}

	public function test_equivalent_arguments_share_an_etag(): void {
		$this->assertSame(
			$this->results( [ 'pa_color' => 'red,blue', 'onsales' => 'salesonly' ] )->get_headers()['ETag'],
			$this->results( [ 'pa_color' => [ 'red', 'blue' ], 'on_sale' => '1' ] )->get_headers()['ETag']
		);
	}

	public function test_a_repeated_facet_is_counted_and_drawn_once(): void {
		$once     = $this->results( [ 'facets' => 'pa_color,price', 'listing' => 'classic' ] );
		$repeated = $this->results( [ 'facets' => implode( ',', array_fill( 0, 40, 'pa_color,price' ) ), 'listing' => 'classic' ] );

		$this->assertSame( 200, $repeated->get_status() );
		$this->assertSame( $once->get_headers()['ETag'], $repeated->get_headers()['ETag'] );
		$this->assertSame( $once->get_data()['form'], $repeated->get_data()['form'] );
		$this->assertSame( [ 'pa_color', 'price' ], \ShopFilter\Query\Context::from_store( '', [ 'pa_color', 'price', 'pa_color', 'price', 'pa_color' ] )->counted_facets() );
	}

	public function test_the_form_keeps_the_pages_display_types_and_they_are_part_of_the_etag(): void {
		$params = [ 'pa_color' => 'red', 'facets' => 'pa_color', 'listing' => 'classic' ];
		$plain  = $this->results( $params );
		$radio  = $this->results( $params + [ 'types' => 'pa_color:radio' ] );

		$this->assertStringContainsString( 'type="checkbox"', $plain->get_data()['form'] );
		$this->assertStringContainsString( 'type="radio"', $radio->get_data()['form'] );
		$this->assertStringNotContainsString( 'type="checkbox"', $radio->get_data()['form'] );
		$this->assertNotSame( $plain->get_headers()['ETag'], $radio->get_headers()['ETag'], 'a cache must not answer one form with the other' );
	}

	public function test_the_sort_order_page_size_and_sku_facets_are_drawn_and_applied_but_not_counted(): void {
		$response = $this->results( [ 'filter' => '1', 'orderby' => 'price-desc', 'per_page' => '2', 'facets' => 'pa_color,orderby,per_page,sku', 'listing' => 'classic' ] );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $data ) );
		$this->assertStringContainsString( 'name="orderby"', $data['form'] );
		$this->assertMatchesRegularExpression( '/<option value="price-desc" selected=\'selected\'>/', $data['form'] );
		$this->assertStringContainsString( 'name="per_page"', $data['form'] );
		$this->assertStringContainsString( 'name="sku"', $data['form'] );
		$this->assertSame( 2, substr_count( $data['products'], 'class="woocommerce-loop-product__title"' ), 'two per page' );
		$this->assertStringContainsString( 'Product 11', $data['products'], 'the dearest first' );

		$sku = $this->results( [ 'filter' => '1', 'sku' => 'SKU-7', 'facets' => 'pa_color,sku', 'listing' => 'classic' ] )->get_data();
		$this->assertSame( 1, $sku['count'] );
		$this->assertStringContainsString( 'Product 07', $sku['products'] );
		$this->assertStringContainsString( 'value="SKU-7"', $sku['form'] );
	}

	public function test_a_price_range_choice_filters_as_its_two_bounds(): void {
		$range  = $this->results( [ 'filter' => '1', 'price_range' => '25-40' ] );
		$bounds = $this->results( [ 'filter' => '1', 'min_price' => '25', 'max_price' => '40' ] );

		$this->assertSame( 200, $range->get_status() );
		$this->assertSame( $bounds->get_data()['count'], $range->get_data()['count'] );
		$this->assertLessThan( self::CATALOGUE_SIZE, $range->get_data()['count'] );
		$this->assertSame( $bounds->get_headers()['ETag'], $range->get_headers()['ETag'], 'one filter, one cache entry' );
	}

	public function test_the_form_keeps_its_terms_before_more_and_price_ranges_and_they_are_part_of_the_etag(): void {
		$params = [ 'facets' => 'pa_color,price', 'types' => 'price:ranges-radio', 'listing' => 'classic' ];
		$plain  = $this->results( $params );
		$own    = $this->results( $params + [ 'more_limit' => '1', 'price_ranges' => '0-15,15-30' ] );
		$form   = $own->get_data()['form'];

		$this->assertStringContainsString( 'value="0-15"', $form );
		$this->assertStringContainsString( 'value="15-30"', $form );
		$this->assertStringNotContainsString( 'value="25-50"', $form );
		$this->assertStringContainsString( 'value="25-50"', $plain->get_data()['form'], 'the default ranges' );
		$this->assertStringContainsString( 'shop-filter__more', $form, 'one colour shown, the others behind "Show more"' );
		$this->assertStringNotContainsString( 'shop-filter__more', $plain->get_data()['form'] );
		$this->assertNotSame( $plain->get_headers()['ETag'], $own->get_headers()['ETag'] );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function bad_requests(): array {
		return [
			'unknown attribute'     => [ [ 'pa_nope' => 'x' ] ],
			'price not a number'    => [ [ 'min_price' => 'abc' ] ],
			'maximum below minimum' => [ [ 'min_price' => '9', 'max_price' => '1' ] ],
			'rating 9'              => [ [ 'min_rating' => '9' ] ],
			'per page 500'          => [ [ 'per_page' => '500' ] ],
			'SQL in the order'      => [ [ 'orderby' => "price'; DROP TABLE x" ] ],
			'base of no term'       => [ [ 'base' => '999999-product_cat' ] ],
			'base of a post tag'    => [ [ 'base' => '1-post_tag' ] ],
			'unknown facet'         => [ [ 'facets' => 'pa_color,pa_nope' ] ],
			'unknown listing'       => [ [ 'listing' => 'grid' ] ],
			'markup in the types'   => [ [ 'types' => 'pa_color:<b>' ] ],
			'price range of words'  => [ [ 'price_range' => 'cheap' ] ],
			'terms before more 0'   => [ [ 'more_limit' => '0' ] ],
			'markup in the ranges'  => [ [ 'price_ranges' => '0-10,<b>' ] ],
		];
	}

	/**
	 * @dataProvider bad_requests
	 * @param array<string, mixed> $params Parameters.
	 */
	public function test_bad_input_is_a_400_with_a_message( array $params ): void {
		$response = $this->results( $params );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ) );
	}

	public function test_the_block_listing_renders_the_themes_product_collection_over_the_same_products(): void {
		if ( null === ( new \ShopFilter\Listing\TemplateBlock() )->product_collection() ) {
			$this->markTestSkipped( 'The active theme has no product-collection block in archive-product (not a block theme).' );
		}
		$data = $this->results( [ 'pa_color' => 'green', 'listing' => 'block', 'orderby' => 'price', 'per_page' => '2' ] )->get_data();

		$this->assertStringContainsString( 'wp-block-woocommerce-product-collection', $data['products'] );
		$this->assertStringContainsString( 'Product 02', $data['products'] );
		$this->assertStringNotContainsString( 'Product 00', $data['products'] );
		$this->assertStringNotContainsString( 'wp-json', $data['products'], 'pagination links lead to the listing, not to the endpoint' );
		$this->assertStringContainsString( 'page/2/?filter=1&#038;pa_color=green', $data['products'] );
	}

	/**
	 * Dispatches the request.
	 *
	 * @param array<string, mixed>  $params  Query parameters.
	 * @param array<string, string> $headers Request headers.
	 */
	private function results( array $params, array $headers = [] ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/shop-filter/v1/results' );
		$request->set_query_params( $params );
		$request->set_headers( $headers );
		return rest_do_request( $request );
	}
}
