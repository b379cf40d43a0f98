<?php
/**
 * The settings option and its validation through the REST settings endpoint.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\StoredEarlier;
use ShopBundle\Tests\TestCase;
use ShopConsent\Settings\Settings;
use ShopConsent\Settings\SettingsSchema;

/**
 * Valid values are stored, invalid ones refused with a 400 and a message, markup only from unfiltered_html users.
 */
final class SettingsTest extends TestCase {
	use StoredEarlier;

	private const OPTION = 'shop_consent_settings';

	public function test_defaults_are_the_documented_ones(): void {
		$settings = ( new Settings() )->get();

		$this->assertSame( 365, $settings['cookie_lifetime_days'] );
		$this->assertSame( 1, $settings['consent_version'] );
		$this->assertFalse( $settings['auto_accept']['scroll'] );
		$this->assertFalse( $settings['auto_accept']['timer'] );
		$this->assertSame( 30, $settings['auto_accept']['seconds'] );
		$this->assertTrue( $settings['gpc'] );
		$this->assertSame( 'thirdparty', $settings['attribution_category'] );
		$this->assertSame( 365, $settings['log_retention_days'] );
	}

	public function test_setting_is_exposed_in_rest_with_a_closed_schema(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/wp/v2/settings' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 365, $response->get_data()[ self::OPTION ]['cookie_lifetime_days'] );
		$this->assertFalse( SettingsSchema::schema()['additionalProperties'] );
	}

	public function test_valid_partial_update_is_stored_over_the_rest(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			[
				self::OPTION => [
					'colours'              => [ 'background' => '#123abc' ],
					'cookie_lifetime_days' => 180,
					'close_behaviour'      => 4,
					'close_redirect_url'   => 'https://example.org/bye',
					'position'             => 'top',
				],
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$stored = ( new Settings() )->get();
		$this->assertSame( '#123abc', $stored['colours']['background'] );
		$this->assertSame( '#ffffff', $stored['colours']['button_text'] );
		$this->assertSame( 180, $stored['cookie_lifetime_days'] );
		$this->assertSame( 4, $stored['close_behaviour'] );
		$this->assertSame( 'https://example.org/bye', $stored['close_redirect_url'] );
		$this->assertSame( 'top', $stored['position'] );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function invalid_values(): array {
		return [
			'bad colour'              => [ [ 'colours' => [ 'text' => 'red;}' ] ] ],
			'lifetime 0'              => [ [ 'cookie_lifetime_days' => 0 ] ],
			'lifetime over 730'       => [ [ 'cookie_lifetime_days' => 731 ] ],
			'unknown close behaviour' => [ [ 'close_behaviour' => 5 ] ],
			'unknown position'        => [ [ 'position' => 'middle' ] ],
			'consent version 0'       => [ [ 'consent_version' => 0 ] ],
			'strict attribution'      => [ [ 'attribution_category' => 'strict' ] ],
			'unknown field'           => [ [ 'statistics' => true ] ],
			'bad cookie pattern'      => [ [ 'cookie_patterns' => [ 'advanced' => [ 'a b' ] ] ] ],
		];
	}

	/**
	 * @dataProvider invalid_values
	 * @param array<string, mixed> $value Invalid part.
	 */
	public function test_invalid_value_is_refused_with_a_message_and_nothing_changes( array $value ): void {
		$this->act_as( 'administrator' );
		update_option( self::OPTION, [ 'cookie_lifetime_days' => 200 ] );
		$before = get_option( self::OPTION );

		$response = $this->rest( 'POST', '/wp/v2/settings', [ self::OPTION => $value + [ 'text_version' => 7 ] ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
		$this->assertSame( $before, get_option( self::OPTION ) );
	}

	public function test_markup_is_saved_by_users_with_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );

		$response = $this->rest( 'POST', '/wp/v2/settings', [ self::OPTION => [ 'scripts' => [ 'thirdparty' => [ 'head' => '<script src="https://example.org/a.js"></script>' ] ] ] ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '<script src="https://example.org/a.js"></script>', ( new Settings() )->get()['scripts']['thirdparty']['head'] );
	}

	public function test_markup_from_a_user_without_unfiltered_html_is_refused_with_a_message(): void {
		$this->act_as( 'administrator' );
		$deny = static fn ( array $caps, string $cap ): array => 'unfiltered_html' === $cap ? [ 'do_not_allow' ] : $caps;
		add_filter( 'map_meta_cap', $deny, 10, 2 );
		try {
			$response = $this->rest( 'POST', '/wp/v2/settings', [ self::OPTION => [ 'scripts' => [ 'advanced' => [ 'body' => '<script>alert(1)</script>' ] ] ] ] );
			$sanitized = ( new Settings() )->sanitize( [ 'scripts' => [ 'advanced' => [ 'body' => '<script>alert(1)</script>' ] ] ] );
		} finally {
			remove_filter( 'map_meta_cap', $deny, 10 );
		}

		$this->assertSame( 403, $response->get_status() );
		$this->assertStringContainsString( 'unfiltered_html', $response->as_error()->get_error_message() );
		$this->assertSame( '', ( new Settings() )->get()['scripts']['advanced']['body'] );
		$this->assertSame( '', $sanitized['scripts']['advanced']['body'], 'other paths drop the markup too' );
	}

	public function test_sanitize_keeps_stored_values_for_invalid_fields_written_without_rest(): void {
		update_option( self::OPTION, [ 'cookie_lifetime_days' => 90 ] );
		update_option( self::OPTION, [ 'cookie_lifetime_days' => 5000, 'gpc' => false ] );

		$stored = ( new Settings() )->get();
		$this->assertSame( 90, $stored['cookie_lifetime_days'] );
		$this->assertFalse( $stored['gpc'] );
	}

	/**
	 * Stored before a field of a group existed (`statistics.anonymous`, `geo.cdn` came later): the group is read with
	 * the new field's default and its stored fields kept. The kit's SchemaOption merges maps field by field; a rule
	 * that replaced the whole group would leave the code reading a key that is not there.
	 */
	public function test_a_group_stored_before_one_of_its_fields_existed_reads_with_its_default(): void {
		$this->store_earlier(
			self::OPTION,
			[
				'statistics' => [ 'enabled' => false, 'retention_days' => 30 ],
				'geo'        => [ 'enabled' => true ],
			]
		);

		$settings = ( new Settings() )->get();

		$this->assertSame( [ 'enabled' => false, 'anonymous' => false, 'retention_days' => 30 ], $settings['statistics'] );
		$this->assertTrue( $settings['geo']['enabled'] );
		$this->assertSame( 'none', $settings['geo']['cdn'] );
	}
}
