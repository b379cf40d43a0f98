<?php
/**
 * Import from Ultimate Social Media Icons' `sfsi_*` options.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Import\SfsiMapping;
use ShopSocialIcons\Import\SfsiOptions;
use ShopSocialIcons\Settings\Settings;
use ShopSocialIcons\Settings\SettingsSchema;
use ShopSocialIcons\Tests\Support\SfsiWakeProbe;

require_once __DIR__ . '/Support/SfsiWakeProbe.php';

/**
 * Sample options in the other plugin's own format (arrays passed through serialize() before update_option()),
 * mapped to our settings; the route is for administrators only and says when there is nothing to import.
 */
final class ImportRouteTest extends TestCase {

	private const ROUTE = '/shop-social-icons/v1/import/sfsi';

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
		foreach ( [ 1, 2, 3, 5, 9 ] as $section ) {
			delete_option( 'sfsi_section' . $section . '_options' );
		}
	}

	/**
	 * Stores the sample sfsi options (tests/php/fixtures/sfsi-options.php) the way the other plugin does.
	 */
	private function sample_sfsi_options(): void {
		foreach ( require __DIR__ . '/fixtures/sfsi-options.php' as $section => $options ) {
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- their format.
			update_option( 'sfsi_section' . $section . '_options', serialize( $options ) );
		}
	}

	public function test_the_mapping_takes_networks_in_their_order_profiles_shape_size_effect_and_floating(): void {
		$this->sample_sfsi_options();

		$this->assertSame(
			[
				'share_networks'    => [ 'x', 'whatsapp', 'facebook' ],
				'floating_networks' => [ 'x', 'whatsapp', 'facebook' ],
				'follow_networks'   => [ 'facebook', 'instagram', 'rss' ],
				'profiles'          => [
					'facebook'  => 'https://www.facebook.com/shop',
					'instagram' => 'https://www.instagram.com/shop',
				],
				'size'              => 52,
				'shape'             => 'square',
				'tooltip_effect'    => 'scale',
				'floating_enabled'  => true,
				'floating_mode'     => 'sticky',
				'floating_position' => 'top-left',
			],
			SfsiMapping::map( SfsiOptions::read() )
		);
	}

	public function test_arrays_stored_without_their_serialize_are_read_too_and_objects_are_not_revived(): void {
		update_option( 'sfsi_section1_options', [ 'sfsi_email_display' => 'yes' ] );
		update_option( 'sfsi_section5_options', 'O:8:"stdClass":1:{s:1:"a";s:1:"b";}' );

		$this->assertSame( [ 'share_networks' => [ 'email' ], 'floating_networks' => [ 'email' ] ], SfsiMapping::map( SfsiOptions::read() ) );
		$this->assertSame( [], SfsiOptions::section( 5 ) );
	}

	public function test_the_options_are_read_raw_so_no_object_in_them_is_ever_revived(): void {
		global $wpdb;
		$probe = new SfsiWakeProbe();
		// Stored as a tool copying options would: serialized once, with an object of a class this site has.
		// phpcs:ignore WordPress.DB, WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- their format, written raw.
		$wpdb->insert( $wpdb->options, [ 'option_name' => 'sfsi_section1_options', 'option_value' => serialize( [ 'sfsi_rss_display' => 'yes', 'sfsi_custom_files' => [ $probe ] ] ), 'autoload' => 'off' ] );
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( 'sfsi_section1_options', 'options' );
		SfsiWakeProbe::$woken = 0;

		$this->assertSame( [], SfsiOptions::section( 1 ), 'a section holding an object is read as empty' );
		$this->assertFalse( SfsiOptions::exist() );
		$this->assertSame( 0, SfsiWakeProbe::$woken, 'no object was revived' );
	}

	public function test_an_administrator_imports_what_the_schema_takes(): void {
		$this->sample_sfsi_options();
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$stored = Settings::get();
		$this->assertSame( [ 'x', 'whatsapp', 'facebook' ], $stored['share_networks'] );
		$this->assertSame( [ 'facebook', 'instagram', 'rss' ], $stored['follow_networks'] );
		$this->assertSame( 'https://www.instagram.com/shop', $stored['profiles']['instagram'] );
		$this->assertArrayNotHasKey( 'youtube', $stored['profiles'], 'a javascript: address is not a profile' );
		$this->assertSame( 'square', $stored['shape'] );
		$this->assertSame( 52, $stored['size'] );
		$this->assertSame( $stored, $response->get_data()['settings'] );

		// The fields reported are exactly those stored as mapped (the new fields count once the schema has them).
		$known    = array_keys( SettingsSchema::defaults() );
		$expected = array_values( array_intersect( [ 'share_networks', 'floating_networks', 'follow_networks', 'profiles', 'size', 'shape', 'tooltip_effect', 'floating_enabled', 'floating_mode', 'floating_position' ], $known ) );
		$this->assertSame( $expected, $response->get_data()['imported'] );
		foreach ( [ 'tooltip_effect', 'floating_position' ] as $field ) {
			if ( in_array( $field, $known, true ) ) {
				$this->assertSame( SfsiMapping::map( SfsiOptions::read() )[ $field ], $stored[ $field ] );
			}
		}
	}

	public function test_without_the_other_plugins_options_the_answer_is_404_with_a_message(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'Ultimate Social Media Icons left no settings on this site.', $response->as_error()->get_error_message() );
		$this->assertSame( 'never stored', get_option( Settings::OPTION, 'never stored' ) );
	}

	public function test_visitors_editors_and_requests_without_the_nonce_are_refused(): void {
		$this->sample_sfsi_options();

		$this->assertSame( 401, $this->rest( 'POST', self::ROUTE )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE )->get_status() );

		$this->act_as( 'administrator' );
		$GLOBALS['wp_rest_auth_cookie'] = true;
		rest_cookie_check_errors( null );
		$this->assertSame( 401, $this->rest( 'POST', self::ROUTE )->get_status() );
		unset( $GLOBALS['wp_rest_auth_cookie'] );

		$this->assertSame( 'never stored', get_option( Settings::OPTION, 'never stored' ) );
	}
}
