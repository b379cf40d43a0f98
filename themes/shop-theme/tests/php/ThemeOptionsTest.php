<?php
/**
 * The theme's options, as the options screen saves them through the settings endpoint.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Options\ThemeOptions;

/**
 * `shop_theme_options` is in `/wp/v2/settings` with its schema: an administrator saves booleans, a wrong type is
 * refused with a 400 and a message, and `get()` gives every key typed, the defaults where nothing valid is stored.
 */
final class ThemeOptionsTest extends TestCase {

	protected function tearDown(): void {
		delete_option( ThemeOptions::OPTION );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * A settings request as an administrator.
	 *
	 * @param string               $method GET or POST.
	 * @param array<string, mixed> $body   Body parameters.
	 */
	private function settings( string $method, array $body = [] ): \WP_REST_Response {
		$this->act_as( 'administrator' );
		return $this->rest( $method, '/wp/v2/settings', $body );
	}

	public function test_the_optional_behaviours_that_cost_the_shopper_are_off_by_default(): void {
		$options = ThemeOptions::get();

		$this->assertFalse( $options['preloader'] );
		$this->assertFalse( $options['reload_on_resize'] );
		$this->assertTrue( $options['back_to_top'] );
		$this->assertSame( ThemeOptions::defaults(), $this->settings( 'GET' )->get_data()[ ThemeOptions::OPTION ] );
	}

	public function test_an_administrator_saves_the_options_through_the_settings_endpoint(): void {
		$response = $this->settings( 'POST', [ ThemeOptions::OPTION => [ 'preloader' => true ] + ThemeOptions::defaults() ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( ThemeOptions::on( 'preloader' ) );
	}

	public function test_a_wrong_type_is_refused_with_a_message_and_nothing_is_stored(): void {
		$before   = get_option( ThemeOptions::OPTION, 'absent' ); // Stored empty until first saved (no query per page).
		$response = $this->settings( 'POST', [ ThemeOptions::OPTION => [ 'preloader' => 'yes' ] + ThemeOptions::defaults() ] );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'shop_theme_options[preloader] is not of type boolean', (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before, get_option( ThemeOptions::OPTION, 'absent' ) );
		$this->assertSame( ThemeOptions::defaults(), ThemeOptions::get() );
	}

	public function test_invalid_stored_values_read_as_their_defaults(): void {
		update_option( ThemeOptions::OPTION, [ 'preloader' => 'on', 'tooltips' => false, 'unknown' => true ] );

		$options = ThemeOptions::get();

		$this->assertFalse( $options['preloader'] );
		$this->assertFalse( $options['tooltips'] );
		$this->assertArrayNotHasKey( 'unknown', $options );
	}
}
