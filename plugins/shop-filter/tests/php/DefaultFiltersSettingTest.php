<?php
/**
 * The `default_filters` setting: its schema over /wp/v2/settings and its fallbacks.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Settings\Settings;
use ShopFilter\Tests\Support\SettingsWrites;
use WP_REST_Request;

require_once __DIR__ . '/Support/SettingsWrites.php';

/**
 * Valid lists are stored in their order; a facet with a type its kind does not have, an unknown facet or a limit out
 * of range is refused with a 400 naming the field; what is stored badly reads as the site's default.
 */
final class DefaultFiltersSettingTest extends TestCase {

	use SettingsWrites;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		delete_option( Settings::OPTION );
	}

	/**
	 * A global attribute with terms, registered for this request as WooCommerce does on init.
	 *
	 * @param array<string, string> $colours Colour (term meta `color`) by term name; '' for none.
	 */
	private function attribute( string $name, array $colours ): string {
		$id = wc_create_attribute( [ 'name' => ucfirst( $name ), 'slug' => $name ] );
		$this->assertIsInt( $id );
		$taxonomy = wc_attribute_taxonomy_name( $name );
		register_taxonomy( $taxonomy, 'product' );
		foreach ( $colours as $term => $colour ) {
			$term_id = wp_insert_term( $term, $taxonomy )['term_id'];
			if ( '' !== $colour ) {
				update_term_meta( $term_id, 'color', $colour );
			}
		}
		return $taxonomy;
	}

	/** @return list<array{facet: string, type?: string}> */
	private static function facets( string ...$pairs ): array {
		return array_map(
			static function ( string $pair ): array {
				[ $facet, $type ] = array_pad( explode( ':', $pair, 2 ), 2, '' );
				return [ 'facet' => $facet ] + ( '' === $type ? [] : [ 'type' => $type ] );
			},
			$pairs
		);
	}

	public function test_the_site_default_lists_every_attribute_and_draws_coloured_ones_as_swatches(): void {
		// WooCommerce lists attributes by name: girth, then shade.
		$colour = $this->attribute( 'shade', [ 'Red' => '#c00', 'Plain' => '' ] );
		$size   = $this->attribute( 'girth', [ 'Small' => '', 'Large' => '' ] );

		$this->assertSame(
			self::facets( 'product_cat:checkbox', "$size:checkbox", "$colour:swatch", 'price:slider', 'rating', 'stock', 'on_sale' ),
			Settings::get()['default_filters']['facets']
		);
	}

	public function test_rest_shows_the_default_filters_of_an_option_stored_before_they_existed(): void {
		update_option( Settings::OPTION, [ 'ajax' => false ] );
		$this->act_as( 'administrator' );

		$stored = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) )->get_data()[ Settings::OPTION ];

		$this->assertFalse( $stored['ajax'] );
		$this->assertSame( Settings::get()['default_filters'], $stored['default_filters'] );
		$this->assertSame( 'product_cat', $stored['default_filters']['facets'][0]['facet'] );
	}

	public function test_a_valid_list_is_stored_in_its_order_with_its_types_and_limit(): void {
		$this->act_as( 'administrator' );
		$filters = [
			'facets'     => self::facets( 'stock', 'price:ranges-radio', 'pa_color:swatch', 'product_tag:multiselect', 'sku' ),
			'more_limit' => 12,
		];

		$response = $this->save( [ 'default_filters' => $filters ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $filters, Settings::get()['default_filters'] );
		$this->assertSame( $filters, $response->get_data()[ Settings::OPTION ]['default_filters'] );
		$this->assertTrue( Settings::get()['ajax'], 'the other settings keep theirs' );
	}

	/** @return array<string, array{mixed}> */
	public static function invalid_filters(): array {
		$list = static fn ( array $facets, int $limit = 6 ): array => [
			'facets'     => $facets,
			'more_limit' => $limit,
		];
		return [
			'price as swatches'        => [ $list( [ [ 'facet' => 'price', 'type' => 'swatch' ] ] ) ],
			'an attribute as a slider' => [ $list( [ [ 'facet' => 'pa_color', 'type' => 'slider' ] ] ) ],
			'a term facet untyped'     => [ $list( [ [ 'facet' => 'product_cat' ] ] ) ],
			'rating with a type'       => [ $list( [ [ 'facet' => 'rating', 'type' => 'checkbox' ] ] ) ],
			'an unknown facet'         => [ $list( [ [ 'facet' => 'colour', 'type' => 'checkbox' ] ] ) ],
			'a foreign taxonomy'       => [ $list( [ [ 'facet' => 'category', 'type' => 'checkbox' ] ] ) ],
			'an extra key'             => [ $list( [ [ 'facet' => 'stock', 'label' => 'x' ] ] ) ],
			'a facet as a string'      => [ $list( [ 'stock' ] ) ],
			'limit 0'                  => [ $list( [], 0 ) ],
			'limit 31'                 => [ $list( [], 31 ) ],
			'no limit'                 => [ [ 'facets' => [] ] ],
			'facets not a list'        => [ [ 'facets' => 'price', 'more_limit' => 6 ] ],
			'not an object'            => [ 'price' ],
		];
	}

	/**
	 * @dataProvider invalid_filters
	 * @param mixed $filters Invalid value.
	 */
	public function test_an_invalid_list_is_refused_with_a_400_naming_the_field_and_nothing_changes( $filters ): void {
		$this->act_as( 'administrator' );
		update_option( Settings::OPTION, [ 'overlay' => false ] );
		$before = get_option( Settings::OPTION );

		$response = $this->save( [ 'default_filters' => $filters ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'default_filters', implode( ' ', $response->as_error()->get_error_data()['params'] ?? [] ) );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public function test_a_facet_listed_twice_is_kept_once_where_it_came_first(): void {
		$this->act_as( 'administrator' );

		$this->save(
			[
				'default_filters' => [
					'facets'     => self::facets( 'rating', 'pa_color:radio', 'rating', 'pa_color:swatch' ),
					'more_limit' => 6,
				],
			]
		);

		$this->assertSame( self::facets( 'rating', 'pa_color:radio' ), Settings::get()['default_filters']['facets'] );
	}

	public function test_a_broken_stored_list_reads_as_the_site_default(): void {
		global $wpdb;
		$default = Settings::get()['default_filters'];
		// Straight into the table, past the sanitize callback, as a broken migration would.
		$wpdb->replace( $wpdb->options, [ 'option_name' => Settings::OPTION, 'option_value' => serialize( [ 'default_filters' => [ 'facets' => [ [ 'facet' => 'price', 'type' => 'swatch' ] ], 'more_limit' => 6 ], 'overlay' => false ] ), 'autoload' => 'auto' ] ); // phpcs:ignore WordPress.DB, WordPress.PHP.DiscouragedPHPFunctions
		wp_cache_flush();

		$this->assertSame( $default, Settings::get()['default_filters'] );
		$this->assertFalse( Settings::get()['overlay'] );
	}

	public function test_a_bad_list_written_without_rest_keeps_the_stored_one(): void {
		$kept = [
			'facets'     => self::facets( 'stock' ),
			'more_limit' => 3,
		];
		update_option( Settings::OPTION, [ 'default_filters' => $kept ] );

		update_option( Settings::OPTION, [ 'default_filters' => [ 'facets' => self::facets( 'nope:checkbox' ), 'more_limit' => 3 ] ] );

		$this->assertSame( $kept, Settings::get()['default_filters'] );
	}
}
