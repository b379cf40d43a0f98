<?php
/**
 * The settings option, its schema and its validation through the REST settings endpoint.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Settings\Settings;
use ShopFilter\Settings\SettingsSchema;
use ShopFilter\Tests\Support\SettingsWrites;
use WP_REST_Request;

require_once __DIR__ . '/Support/SettingsWrites.php';

/**
 * Defaults as DESIGN.md gives them; valid values stored, invalid ones refused with a 400 and a message.
 */
final class SettingsTest extends TestCase {

	use SettingsWrites;

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		delete_option( Settings::OPTION );
	}

	public function test_defaults_are_the_documented_ones(): void {
		$this->assertSame(
			[
				'ajax'            => true,
				'autosubmit'      => true,
				'overlay'         => true,
				'hide_empty'      => true,
				'show_counts'     => true,
				'noindex_facets'  => 1,
				'mobile'          => 'panel',
				'default_filters' => [
					'facets'     => [
						[
							'facet' => 'product_cat',
							'type'  => 'checkbox',
						],
						[
							'facet' => 'price',
							'type'  => 'slider',
						],
						[ 'facet' => 'rating' ],
						[ 'facet' => 'stock' ],
						[ 'facet' => 'on_sale' ],
					],
					'more_limit' => 6,
				],
			],
			Settings::get(),
			'the test site has no product attributes'
		);
	}

	public function test_setting_is_in_rest_with_a_closed_schema(): void {
		$this->act_as( 'administrator' );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( SettingsSchema::defaults(), $response->get_data()[ Settings::OPTION ] );
		$this->assertFalse( SettingsSchema::schema()['additionalProperties'] );
	}

	public function test_a_partial_update_changes_only_what_it_names(): void {
		$this->act_as( 'administrator' );

		$response = $this->save(
			[
				'ajax'           => false,
				'noindex_facets' => 0,
				'mobile'         => 'dropdown',
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$stored = Settings::get();
		$this->assertFalse( $stored['ajax'] );
		$this->assertSame( 0, $stored['noindex_facets'] );
		$this->assertSame( 'dropdown', $stored['mobile'] );
		$this->assertTrue( $stored['autosubmit'], 'untouched fields keep their value' );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function invalid_values(): array {
		return [
			'unknown mobile layout' => [ [ 'mobile' => 'sideways' ] ],
			'negative facets'       => [ [ 'noindex_facets' => -1 ] ],
			'too many facets'       => [ [ 'noindex_facets' => SettingsSchema::MAX_NOINDEX_FACETS + 1 ] ],
			'facets not a number'   => [ [ 'noindex_facets' => 'two' ] ],
			'ajax not a boolean'    => [ [ 'ajax' => 'sometimes' ] ],
			'unknown field'         => [ [ 'colour' => 'red' ] ],
		];
	}

	/**
	 * @dataProvider invalid_values
	 * @param array<string, mixed> $value Invalid part.
	 */
	public function test_invalid_value_is_refused_with_a_message_and_nothing_changes( array $value ): void {
		$this->act_as( 'administrator' );
		update_option( Settings::OPTION, [ 'overlay' => false ] );
		$before = get_option( Settings::OPTION );

		$response = $this->save( $value + [ 'autosubmit' => false ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public function test_a_shop_manager_may_not_write_site_settings(): void {
		$this->act_as( 'shop_manager' );

		$this->assertSame( 403, $this->save( [ 'ajax' => false ] )->get_status() );
	}

	public function test_values_written_without_rest_are_sanitized_field_by_field(): void {
		update_option( Settings::OPTION, [ 'noindex_facets' => 3 ] );
		update_option(
			Settings::OPTION,
			[
				'noindex_facets' => 500,
				'show_counts'    => false,
				'mobile'         => 'sideways',
			]
		);

		$stored = Settings::get();
		$this->assertSame( 3, $stored['noindex_facets'] );
		$this->assertFalse( $stored['show_counts'] );
		$this->assertSame( 'panel', $stored['mobile'] );
	}

	public function test_a_mistyped_stored_value_reads_as_its_default(): void {
		global $wpdb;
		// Straight into the table, past the sanitize callback, as a broken migration would.
		$wpdb->replace( $wpdb->options, [ 'option_name' => Settings::OPTION, 'option_value' => serialize( [ 'ajax' => 'no', 'overlay' => false ] ), 'autoload' => 'auto' ] ); // phpcs:ignore WordPress.DB, WordPress.PHP.DiscouragedPHPFunctions
		wp_cache_flush();

		$this->assertTrue( Settings::get()['ajax'] );
		$this->assertFalse( Settings::get()['overlay'] );
	}
}
