<?php
/**
 * GET and POST shop-filter/v1/settings/import: the replaced plugin's (HUSKY/WOOF) settings taken over.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Settings\Settings;
use ShopFilter\Settings\WoofImport;

/**
 * Shop managers only, with the REST nonce; the switches WOOF stored are mapped, the rest of ours is kept.
 */
final class SettingsImportTest extends TestCase {

	private const ROUTE = '/shop-filter/v1/settings/import';

	/** WOOF's options as its settings screen stores them (names read from its source, 1.4.1). */
	private const WOOF_OPTIONS = [
		'woof_try_ajax',
		'woof_autosubmit',
		'woof_show_count',
		'woof_hide_dynamic_empty_pos',
		WoofImport::SETTINGS_OPTION,
	];

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		array_map( 'delete_option', [ ...self::WOOF_OPTIONS, Settings::OPTION ] );
	}

	private function seed_woof( string $overlay_skin = 'loading-balls' ): void {
		update_option( 'woof_try_ajax', 0 );
		update_option( 'woof_autosubmit', '0' );
		update_option( 'woof_show_count', 1 );
		update_option( 'woof_hide_dynamic_empty_pos', 1 );
		update_option(
			WoofImport::SETTINGS_OPTION,
			[
				'overlay_skin' => $overlay_skin,
				'items_order'  => 'by_price,by_rating',
			]
		);
	}

	public function test_without_woof_settings_the_preview_says_none_and_the_import_is_404(): void {
		$this->act_as( 'shop_manager' );

		$preview = $this->rest( 'GET', self::ROUTE );
		$import  = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 200, $preview->get_status() );
		$this->assertFalse( $preview->get_data()['available'] );
		$this->assertSame( 404, $import->get_status() );
		$this->assertFalse( get_option( Settings::OPTION, false ) );
	}

	public function test_the_preview_shows_what_the_import_would_set(): void {
		$this->seed_woof();
		$this->act_as( 'shop_manager' );

		$data = $this->rest( 'GET', self::ROUTE )->get_data();

		$this->assertTrue( $data['available'] );
		$this->assertEquals(
			(object) [
				'ajax'        => false,
				'autosubmit'  => false,
				'show_counts' => true,
				'hide_empty'  => true,
				'overlay'     => true,
			],
			$data['settings']
		);
		$this->assertFalse( get_option( Settings::OPTION, false ), 'a preview writes nothing' );
	}

	public function test_the_import_maps_woof_switches_and_keeps_the_rest(): void {
		update_option( Settings::OPTION, [ 'mobile' => 'dropdown', 'hide_empty' => false ] );
		$this->seed_woof( 'default' );
		$this->act_as( 'shop_manager' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$this->assertEqualsCanonicalizing( [ 'ajax', 'autosubmit', 'show_counts', 'hide_empty', 'overlay' ], $response->get_data()['imported'] );
		$expected = [
			'ajax'            => false,
			'autosubmit'      => false,
			'overlay'         => false,
			'hide_empty'      => true,
			'show_counts'     => true,
			'noindex_facets'  => 1,
			'mobile'          => 'dropdown',
			'default_filters' => Settings::get()['default_filters'],
		];
		$this->assertSame( $expected, Settings::get() );
		$this->assertSame( $expected, $response->get_data()['settings'] );
	}

	public function test_only_the_switches_woof_stored_are_imported(): void {
		update_option( WoofImport::SETTINGS_OPTION, [ 'per_page' => 12 ] );
		update_option( 'woof_try_ajax', 1 );
		$this->act_as( 'shop_manager' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( [ 'ajax' ], $response->get_data()['imported'] );
		$this->assertSame( Settings::get(), [ 'ajax' => true ] + Settings::get() );
	}

	/** WOOF's filter part: colour swatches (a type we have), categories as labels (one we do not), price ranges. */
	private function seed_woof_filters(): void {
		register_taxonomy( 'pa_woofimportcolour', 'product' );
		update_option(
			WoofImport::SETTINGS_OPTION,
			[
				'items_order'    => 'pa_woofimportcolour,by_price,product_cat',
				'tax'            => [
					'product_cat'         => '1',
					'pa_woofimportcolour' => '1',
					'product_brand'       => '1',
				],
				'tax_type'       => [
					'product_cat'         => 'label',
					'pa_woofimportcolour' => 'color',
				],
				'by_price'       => [ 'show' => '2' ],
				'excluded_terms' => [ 'product_cat' => '15' ],
			]
		);
	}

	public function test_the_preview_reports_which_woof_filters_become_the_default_filters_and_which_not(): void {
		$this->seed_woof_filters();
		$this->act_as( 'shop_manager' );

		$data = $this->rest( 'GET', self::ROUTE )->get_data();
		unregister_taxonomy( 'pa_woofimportcolour' );

		$this->assertSame( [ 'pa_woofimportcolour', 'by_price', 'product_cat' ], array_column( $data['report']['mapped'], 'woof' ) );
		$this->assertSame( [ 'swatch', 'ranges-select', 'checkbox' ], array_column( $data['report']['mapped'], 'type' ) );
		$this->assertSame( [ 'product_brand', 'excluded_terms[product_cat]' ], array_column( $data['report']['skipped'], 'woof' ) );
		$this->assertFalse( get_option( Settings::OPTION, false ), 'a preview writes nothing' );
	}

	public function test_the_import_makes_woofs_filters_the_default_filters_in_its_order(): void {
		update_option( Settings::OPTION, [ 'default_filters' => [ 'facets' => [ [ 'facet' => 'stock' ] ], 'more_limit' => 4 ] ] );
		$this->seed_woof_filters();
		$this->act_as( 'shop_manager' );

		$response = $this->rest( 'POST', self::ROUTE );
		unregister_taxonomy( 'pa_woofimportcolour' );

		$this->assertContains( 'default_filters', $response->get_data()['imported'] );
		$this->assertSame(
			[
				'facets'     => [
					[
						'facet' => 'pa_woofimportcolour',
						'type'  => 'swatch',
					],
					[
						'facet' => 'price',
						'type'  => 'ranges-select',
					],
					[
						'facet' => 'product_cat',
						'type'  => 'checkbox',
					],
				],
				'more_limit' => 4,
			],
			Settings::get()['default_filters']
		);
	}

	/** @return array<string, array{string}> */
	public static function methods(): array {
		return [
			'preview' => [ 'GET' ],
			'import'  => [ 'POST' ],
		];
	}

	/** @dataProvider methods */
	public function test_customers_are_refused( string $method ): void {
		$this->seed_woof();
		$this->act_as( 'customer' );

		$this->assertSame( 403, $this->rest( $method, self::ROUTE )->get_status() );
		$this->assertFalse( get_option( Settings::OPTION, false ) );
	}

	public function test_a_cookie_login_without_the_rest_nonce_is_treated_as_logged_out(): void {
		$this->seed_woof();
		$this->act_as( 'administrator' );
		$GLOBALS['wp_rest_auth_cookie'] = true;
		unset( $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'] );
		try {
			// What WP_REST_Server::serve_request() asks before dispatching: the cookie check drops the user.
			$auth = apply_filters( 'rest_authentication_errors', null );
			$response = $this->rest( 'POST', self::ROUTE );
		} finally {
			unset( $GLOBALS['wp_rest_auth_cookie'] );
		}

		$this->assertTrue( $auth );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( 401, $response->get_status() );
		$this->assertFalse( get_option( Settings::OPTION, false ) );
	}
}
