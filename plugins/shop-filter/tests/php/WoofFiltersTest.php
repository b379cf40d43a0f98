<?php
/**
 * HUSKY (WOOF) 's filters mapped onto our default filters.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Settings\WoofFilters;

/**
 * `woof_settings` as WOOF's settings screen stores it: enabled taxonomies in WOOF's order with their display types,
 * its `by_*` items, and what has no equivalent reported; anything else in the option never fails.
 */
final class WoofFiltersTest extends TestCase {

	private const COLOUR = 'pa_wooftestcolour';

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		register_taxonomy( self::COLOUR, 'product' );
	}

	protected function tearDown(): void {
		unregister_taxonomy( self::COLOUR );
		parent::tearDown();
	}

	/** @param array<string, mixed> $map */
	private static function pairs( array $map ): array {
		return array_map( static fn ( array $item ): string => $item['facet'] . ( isset( $item['type'] ) ? ':' . $item['type'] : '' ), $map['facets'] );
	}

	public function test_enabled_taxonomies_and_items_follow_woofs_order_with_their_types(): void {
		$map = WoofFilters::map(
			[
				'items_order'    => 'product_cat,by_price,' . self::COLOUR . ',by_rating,pa_gone',
				'tax'            => [
					self::COLOUR    => '1',
					'product_cat'   => '1',
					'product_tag'   => '1',
					'pa_gone'       => '1',
					'product_brand' => '1',
				],
				'tax_type'       => [
					self::COLOUR  => 'color',
					'product_cat' => 'radio',
					'product_tag' => 'label',
					'pa_gone'     => 'checkbox',
				],
				'by_price'       => [ 'show' => '5' ],
				'by_rating'      => [ 'show' => '1' ],
				'by_instock'     => [ 'show' => '0' ],
				'by_onsales'     => [ 'show' => '1' ],
				'by_author'      => [ 'show' => '1' ],
				'excluded_terms' => [
					'product_cat' => '11,23',
					self::COLOUR  => '',
				],
			]
		);

		$this->assertSame(
			[ 'product_cat:radio', 'price:ranges-radio', self::COLOUR . ':swatch', 'rating', 'on_sale', 'product_tag:checkbox' ],
			self::pairs( $map )
		);
		$this->assertContains(
			[
				'woof'      => 'product_tag',
				'woof_type' => 'label',
				'facet'     => 'product_tag',
				'type'      => 'checkbox',
			],
			$map['mapped'],
			'an unknown type falls back to checkboxes, and says so'
		);
		$this->assertSame( [ 'pa_gone', 'by_author', 'product_brand', 'excluded_terms[product_cat]' ], array_column( $map['skipped'], 'woof' ) );
		$this->assertNotContains( '', array_column( $map['skipped'], 'reason' ) );
	}

	public function test_without_an_items_order_woof_draws_its_items_then_its_taxonomies(): void {
		$map = WoofFilters::map(
			[
				'tax'      => [
					'product_tag' => '1',
					self::COLOUR  => '1',
				],
				'tax_type' => [ self::COLOUR => 'mselect' ],
				'by_price' => [ 'show' => '4' ],
				'by_sku'   => [ 'show' => '1' ],
				'by_text'  => [ 'show' => '1' ],
			]
		);

		$this->assertSame( [ 'price:text', 'sku', 'product_tag:checkbox', self::COLOUR . ':multiselect' ], self::pairs( $map ) );
		$this->assertSame( [ 'by_text' ], array_column( $map['skipped'], 'woof' ), 'SKU and text search are both our SKU search: shown once' );
	}

	/** @return array<string, array{mixed}> */
	public static function garbage(): array {
		return [
			'null'                     => [ null ],
			'a string'                 => [ 'a:1:{' ],
			'a number'                 => [ 42 ],
			'tax a string'             => [ [ 'tax' => 'product_cat' ] ],
			'tax with number keys'     => [ [ 'tax' => [ 1, 2, 3 ] ] ],
			'items order an array'     => [ [ 'items_order' => [ 'by_price' ] ] ],
			'by_price a string'        => [ [ 'by_price' => '1' ] ],
			'by_price show a word'     => [ [ 'by_price' => [ 'show' => 'slider' ] ] ],
			'tax_type an object'       => [ [ 'tax_type' => new \stdClass() ] ],
			'excluded terms nested'    => [ [ 'excluded_terms' => [ 'product_cat' => [ 11 ] ] ] ],
			'a taxonomy key with html' => [ [ 'tax' => [ '<b>pa_x</b>' => '1' ] ] ],
		];
	}

	/**
	 * @dataProvider garbage
	 * @param mixed $woof What the option might hold.
	 */
	public function test_anything_else_in_the_option_maps_to_nothing_without_failing( $woof ): void {
		$map = WoofFilters::map( $woof );

		$this->assertSame( [], $map['facets'] );
		$this->assertSame( [], $map['mapped'] );
		foreach ( $map['skipped'] as $skipped ) {
			$this->assertIsString( $skipped['reason'] );
		}
	}

	public function test_a_type_of_another_shape_falls_back_to_checkboxes(): void {
		$map = WoofFilters::map(
			[
				'tax'      => [ 'product_cat' => '1' ],
				'tax_type' => [ 'product_cat' => [ 'radio' ] ],
			]
		);

		$this->assertSame( [ 'product_cat:checkbox' ], self::pairs( $map ) );
	}
}
