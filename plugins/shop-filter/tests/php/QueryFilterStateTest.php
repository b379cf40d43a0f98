<?php
/**
 * Reading the filter's parameters.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Query\FilterState;
use WP_Error;

/**
 * DESIGN.md, "Query parameters": aliases, array and comma inputs, and the validation rules (400 strictly, dropped
 * leniently).
 */
final class QueryFilterStateTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		if ( ! taxonomy_exists( 'pa_color' ) ) {
			register_taxonomy( 'pa_color', [ 'product' ] );
		}
	}

	public function test_the_replaced_plugins_aliases_are_read(): void {
		$state = FilterState::from_params( [ 'swoof' => '1', 'onsales' => 'salesonly', 'perpage' => '12', 'woof_sku' => 'AB-1' ] );

		$this->assertInstanceOf( FilterState::class, $state );
		$this->assertTrue( $state->marked );
		$this->assertTrue( $state->on_sale );
		$this->assertSame( 12, $state->per_page );
		$this->assertSame( 'AB-1', $state->sku );
		$this->assertSame( [ 'filter' => '1', 'on_sale' => '1', 'sku' => 'AB-1', 'per_page' => '12' ], $state->to_query_args() );
	}

	public function test_array_inputs_and_comma_lists_give_the_same_slugs(): void {
		$from_form = FilterState::from_params( [ 'pa_color' => [ 'red', 'blue,green' ], 'product_cat' => 'shirts,,pants' ] );
		$from_link = FilterState::from_params( [ 'pa_color' => 'red,blue,green', 'product_cat' => 'shirts,pants' ] );

		$this->assertEquals( $from_link, $from_form );
		$this->assertSame( [ 'pa_color' => [ 'red', 'blue', 'green' ], 'product_cat' => [ 'shirts', 'pants' ] ], $from_form->terms );
		$this->assertSame( 2, $from_form->active_facet_count() );
	}

	public function test_empty_boxes_of_a_plain_form_submit_count_as_absent(): void {
		$state = FilterState::from_params( [ 'filter' => '1', 'min_price' => '', 'max_price' => '', 'sku' => '', 'pa_color' => [] ] );

		$this->assertInstanceOf( FilterState::class, $state );
		$this->assertFalse( $state->is_filtered() );
	}

	/** @return array<string, array{array<string, mixed>, string}> parameters, parameter named in the error */
	public static function bad_parameters(): array {
		return [
			'unknown attribute'          => [ [ 'pa_nope' => 'red' ], 'pa_nope' ],
			'non-numeric price'          => [ [ 'min_price' => 'ten' ], 'min_price' ],
			'negative price'             => [ [ 'max_price' => '-5' ], 'max_price' ],
			'maximum below minimum'      => [ [ 'min_price' => '50', 'max_price' => '10' ], 'max_price' ],
			'rating 0'                   => [ [ 'min_rating' => '0' ], 'min_rating' ],
			'rating 6'                   => [ [ 'min_rating' => '6' ], 'min_rating' ],
			'51 slugs'                   => [ [ 'pa_color' => implode( ',', array_map( 'strval', range( 1, 51 ) ) ) ], 'pa_color' ],
			'parameter over 1,000 chars' => [ [ 'product_cat' => str_repeat( 'a', 1001 ) ], 'product_cat' ],
			'per page over 100'          => [ [ 'per_page' => '101' ], 'per_page' ],
			'unknown order'              => [ [ 'orderby' => 'random' ], 'orderby' ],
			'SKU over 64 chars'          => [ [ 'sku' => str_repeat( 'x', 65 ) ], 'sku' ],
			'price range not min-max'    => [ [ 'price_range' => 'cheap' ], 'price_range' ],
		];
	}

	/**
	 * @dataProvider bad_parameters
	 * @param array<string, mixed> $params Parameters.
	 */
	public function test_a_bad_parameter_is_a_400_with_a_message_strictly_and_dropped_leniently( array $params, string $name ): void {
		$error = FilterState::from_params( $params );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 400, $error->get_error_data()['status'] );
		$this->assertSame( $name, $error->get_error_data()['param'] );
		$this->assertNotSame( '', $error->get_error_message() );

		$lenient = FilterState::from_params( $params + [ 'on_sale' => '1' ], false );
		$this->assertInstanceOf( FilterState::class, $lenient );
		$this->assertSame( 1, $lenient->active_facet_count(), 'only the good parameter is kept' );
	}

	public function test_a_price_range_choice_is_read_as_its_two_bounds_and_minus_one_as_none(): void {
		$range = FilterState::from_params( [ 'filter' => '1', 'price_range' => '25-50' ] );
		$none  = FilterState::from_params( [ 'filter' => '1', 'price_range' => '-1' ] );

		$this->assertSame( [ 25.0, 50.0 ], [ $range->min_price, $range->max_price ] );
		$this->assertSame( [ 'filter' => '1', 'min_price' => '25', 'max_price' => '50' ], $range->to_query_args(), 'links carry min_price and max_price (spec 2)' );
		$this->assertFalse( $none->is_filtered() );
		$this->assertSame( 10.0, FilterState::from_params( [ 'price_range' => '25-50', 'min_price' => '10' ] )->min_price, 'the bounds win over the choice' );
	}

	public function test_a_negative_minimum_removes_both_price_bounds(): void {
		$lenient = FilterState::from_params( [ 'filter' => '1', 'min_price' => '-5', 'max_price' => '50' ], false );
		$strict  = FilterState::from_params( [ 'min_price' => '-5', 'max_price' => '50' ] );

		$this->assertNull( $lenient->min_price );
		$this->assertNull( $lenient->max_price, "spec 5: a negative 'from' makes the range invalid, and both bounds go" );
		$this->assertInstanceOf( WP_Error::class, $strict );
		$this->assertSame( 'min_price', $strict->get_error_data()['param'] );
	}

	public function test_prices_are_rounded_to_two_decimals_and_written_without_trailing_zeros(): void {
		$state = FilterState::from_params( [ 'min_price' => '10.005', 'max_price' => '20.50' ] );

		$this->assertSame( 10.01, $state->min_price );
		$this->assertSame( [ 'filter' => '1', 'min_price' => '10.01', 'max_price' => '20.5' ], $state->to_query_args() );
	}
}
