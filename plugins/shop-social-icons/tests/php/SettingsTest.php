<?php
/**
 * The settings option, its schema and its validation through the REST settings endpoint.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\StoredEarlier;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Settings\Settings;
use ShopSocialIcons\Settings\SettingsSchema;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Valid values stored, invalid ones refused with a 400 and a message, nothing stored then.
 */
final class SettingsTest extends TestCase {
	use StoredEarlier;

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
	}

	public function test_the_settings_endpoint_answers_the_defaults(): void {
		$this->act_as( 'administrator' );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( SettingsSchema::defaults(), $response->get_data()[ Settings::OPTION ] );
	}

	public function test_valid_values_are_stored_and_a_partial_write_keeps_the_rest(): void {
		$this->act_as( 'administrator' );

		$response = $this->save(
			[
				'share_networks' => [ 'mastodon', 'email', 'facebook' ],
				'profiles'       => [ 'instagram' => 'https://www.instagram.com/shop' ],
				'shape'          => 'square',
				'size'           => 32,
				'colour_mode'    => 'custom',
				'icon_colour'    => '#FFEE00',
				'auto_placement' => 'after',
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$stored = Settings::get();
		$this->assertSame( [ 'mastodon', 'email', 'facebook' ], $stored['share_networks'], 'order kept' );
		$this->assertSame( [ 'instagram' => 'https://www.instagram.com/shop' ], $stored['profiles'] );
		$this->assertSame( 32, $stored['size'] );
		$this->assertSame( 'after', $stored['auto_placement'] );
		$this->assertSame( [ 'rss' ], $stored['follow_networks'], 'fields not sent keep their value' );
	}

	/** @return array<string, array{array<string, mixed>, string}> value => the field the message names */
	public static function invalid_values(): array {
		return [
			'unknown network'          => [ [ 'share_networks' => [ 'facebook', 'myspace' ] ], 'share_networks' ],
			'a network twice'          => [ [ 'share_networks' => [ 'x', 'x' ] ], 'share_networks' ],
			'follow a share-only one'  => [ [ 'follow_networks' => [ 'copy' ] ], 'follow_networks' ],
			'profile not http(s)'      => [ [ 'profiles' => [ 'facebook' => 'javascript:alert(1)' ] ], 'profiles' ],
			'profile not a URL'        => [ [ 'profiles' => [ 'x' => 'my handle' ] ], 'profiles' ],
			'profile of no network'    => [ [ 'profiles' => [ 'myspace' => 'https://myspace.com/me' ] ], 'myspace' ],
			'newsletter ftp'           => [ [ 'newsletter_url' => 'ftp://shop.example/' ], 'newsletter_url' ],
			'unknown shape'            => [ [ 'shape' => 'star' ], 'shape' ],
			'size too small'           => [ [ 'size' => 4 ], 'size' ],
			'size too large'           => [ [ 'size' => 500 ], 'size' ],
			'colour not hex'           => [ [ 'icon_colour' => 'red' ], 'icon_colour' ],
			'colour with css'          => [ [ 'background_colour' => '#fff;background:url(x)' ], 'background_colour' ],
			'unknown placement'        => [ [ 'auto_placement' => 'sidebar' ], 'auto_placement' ],
			'unknown field'            => [ [ 'floater' => true ], 'floater' ],
			'unknown tooltip effect'   => [ [ 'tooltip_effect' => 'bounce' ], 'tooltip_effect' ],
			'floating on as a word'    => [ [ 'floating_enabled' => 'sometimes' ], 'floating_enabled' ],
			'unknown floating place'   => [ [ 'floating_position' => 'middle' ], 'floating_position' ],
			'unknown floating mode'    => [ [ 'floating_mode' => 'bounce' ], 'floating_mode' ],
			'floating follow network'  => [ [ 'floating_networks' => [ 'rss' ] ], 'floating_networks' ],
			'floating network twice'   => [ [ 'floating_networks' => [ 'copy', 'copy' ] ], 'floating_networks' ],
		];
	}

	/**
	 * @dataProvider invalid_values
	 * @param array<string, mixed> $value A value of the option.
	 * @param string               $field The field at fault.
	 */
	public function test_an_invalid_value_is_refused_with_a_message( array $value, string $field ): void {
		$this->act_as( 'administrator' );

		$response = $this->save( $value );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertStringContainsString( $field, wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertSame( 'absent', get_option( Settings::OPTION, 'absent' ), 'nothing stored' );
	}

	public function test_the_tooltip_and_floating_widget_fields_default_as_the_contract_says(): void {
		$defaults = Settings::get();

		$this->assertSame( 'fade_in', $defaults['tooltip_effect'] );
		$this->assertFalse( $defaults['floating_enabled'] );
		$this->assertSame( 'bottom-right', $defaults['floating_position'] );
		$this->assertSame( 'follow', $defaults['floating_mode'] );
		$this->assertSame( $defaults['share_networks'], $defaults['floating_networks'] );
	}

	public function test_the_tooltip_and_floating_widget_fields_are_stored(): void {
		$this->act_as( 'administrator' );

		$response = $this->save(
			[
				'tooltip_effect'    => 'combo',
				'floating_enabled'  => true,
				'floating_position' => 'center-top',
				'floating_mode'     => 'sticky',
				'floating_networks' => [ 'native', 'copy', 'mastodon' ],
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$stored = Settings::get();
		$this->assertSame( 'combo', $stored['tooltip_effect'] );
		$this->assertTrue( $stored['floating_enabled'] );
		$this->assertSame( 'center-top', $stored['floating_position'] );
		$this->assertSame( 'sticky', $stored['floating_mode'] );
		$this->assertSame( [ 'native', 'copy', 'mastodon' ], $stored['floating_networks'], 'order kept' );
		$this->assertSame( $stored, $response->get_data()[ Settings::OPTION ], 'the answer is what was stored' );
	}

	public function test_update_option_sanitizes_the_floating_fields(): void {
		update_option(
			Settings::OPTION,
			[
				'floating_enabled'  => '1',
				'floating_position' => 'nowhere',
				'floating_networks' => [ 'copy', 'myspace' ],
			]
		);

		$stored = Settings::get();
		$this->assertTrue( $stored['floating_enabled'], "'1' is read as on" );
		$this->assertSame( 'bottom-right', $stored['floating_position'], 'an unknown position keeps the stored one' );
		$this->assertSame( SettingsSchema::defaults()['floating_networks'], $stored['floating_networks'], 'an unknown network refuses the list' );
	}

	public function test_an_editor_cannot_write_the_settings(): void {
		$this->act_as( 'editor' );

		$this->assertSame( 403, $this->save( [ 'shape' => 'square' ] )->get_status() );
		$this->assertSame( 'absent', get_option( Settings::OPTION, 'absent' ) );
	}

	public function test_update_option_keeps_the_stored_value_of_an_invalid_field(): void {
		update_option( Settings::OPTION, [ 'size' => 48 ] );
		update_option(
			Settings::OPTION,
			[
				'size'  => 1000,
				'shape' => 'rounded',
			]
		);

		$this->assertSame( 48, Settings::get()['size'] );
		$this->assertSame( 'rounded', Settings::get()['shape'] );
	}

	/**
	 * POST /wp/v2/settings with the option, through the real REST server.
	 *
	 * @param array<string, mixed> $value The option's value to send.
	 */
	private function save( array $value ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params( [ Settings::OPTION => $value ] );
		return rest_do_request( $request );
	}

	/**
	 * The profiles are an open map (keyed by network, none by default): stored ones are read as stored. The kit's
	 * SchemaOption lets an empty default take any array; a rule that merged maps over their default fields only would
	 * read no profile at all.
	 */
	public function test_stored_profiles_are_read_as_stored(): void {
		$profiles = [
			'facebook'  => 'https://facebook.com/shop',
			'instagram' => 'https://instagram.com/shop',
		];
		$this->store_earlier( Settings::OPTION, [ 'profiles' => $profiles, 'follow_networks' => [ 'facebook', 'instagram' ] ] );

		$this->assertSame( $profiles, Settings::get()['profiles'] );
		$this->assertSame( [ 'facebook', 'instagram' ], Settings::get()['follow_networks'] );
	}
}
