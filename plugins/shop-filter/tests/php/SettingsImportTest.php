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
			'ajax'           => false,
			'autosubmit'     => false,
			'overlay'        => false,
			'hide_empty'     => true,
			'show_counts'    => true,
			'noindex_facets' => 1,
			'mobile'         => 'dropdown',
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
