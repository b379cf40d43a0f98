<?php
/**
 * What the bundle's settings cost a request before anyone saved them.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use WP_REST_Request;

/**
 * WordPress remembers a missing option for one request only (no persistent object cache), so a setting nobody saved
 * cost a SELECT on every page. Each package stores its option empty and autoloaded the first time it registers it:
 * reading it then costs no query, and what the package and /wp/v2/settings answer is what they answered before.
 */
final class NeverSavedOptionsTest extends TestCase {

	/** @return array<string, array{string, callable(): void, callable(): array<string, mixed>}> option, what registers it, what reads it */
	public static function options(): array {
		return [
			'shop-consent'             => [ 'shop_consent_settings', static fn () => self::register( new \ShopConsent\Settings\Settings() ), static fn (): array => ( new \ShopConsent\Settings\Settings() )->get() ],
			'shop-social-icons'        => [ 'shop_social_icons_settings', static fn () => self::register( new \ShopSocialIcons\Settings\Settings() ), [ \ShopSocialIcons\Settings\Settings::class, 'get' ] ],
			'shop-social-icons popup'  => [ 'shop_social_icons_popup', static fn () => self::register( new \ShopSocialIcons\Popup\PopupSettings() ), [ \ShopSocialIcons\Popup\PopupSettings::class, 'get' ] ],
			'shop-social-icons form'   => [ 'shop_social_icons_newsletter', static fn () => self::register( new \ShopSocialIcons\Newsletter\NewsletterSettings() ), [ \ShopSocialIcons\Newsletter\NewsletterSettings::class, 'get' ] ],
			'shop-filter'              => [ 'shop_filter_settings', static fn () => self::register( new \ShopFilter\Settings\Settings() ), [ \ShopFilter\Settings\Settings::class, 'get' ] ],
			'shop-theme'               => [ 'shop_theme_options', static fn () => self::register( new \ShopTheme\Options\ThemeOptions() ), [ \ShopTheme\Options\ThemeOptions::class, 'get' ] ],
		];
	}

	/**
	 * Registers an option as a REST request does: on init, then again with its schema when the REST API starts.
	 *
	 * @param object $settings A package's settings (the kit's SchemaOption).
	 */
	private static function register( object $settings ): void {
		$settings->register_setting();
		$settings->register_rest_setting();
	}

	/**
	 * @dataProvider options
	 *
	 * @param string                              $option   Option name.
	 * @param callable(): void                    $register What registers it (on init).
	 * @param callable(): array<string, mixed>    $read     What the package reads it with.
	 */
	public function test_a_setting_nobody_saved_costs_no_query_and_reads_as_before( string $option, callable $register, callable $read ): void {
		$group = get_registered_settings()[ $option ]['group'] ?? '';
		if ( '' !== $group ) { // The first request adds the option before registering it (init), not after.
			unregister_setting( $group, $option );
		}
		delete_option( $option );
		$expected = $read(); // What a site that never saved the setting reads.

		$register();

		$this->assert_stored_empty_and_free( $option );
		$this->assertEquals( $expected, $read() );
		$this->act_as( 'administrator' );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) );
		$this->assertEquals( $expected, $response->get_data()[ $option ] ?? null, '/wp/v2/settings answers every field' );
	}

	public function test_the_card_gateway_settings_nobody_saved_cost_no_query_and_read_as_before(): void {
		$this->require_woocommerce();
		$option  = \ShopStripeGateway\Gateway\CardGateway::SETTINGS_OPTION;
		$gateway = self::card_gateway();
		delete_option( $option );
		$gateway->init_settings(); // What WooCommerce reads for settings never saved: every form field's default.
		$expected = self::gateway_values( $gateway );

		$gateway = self::card_gateway();

		$this->assert_stored_empty_and_free( $option );
		$this->assertSame( $expected, self::gateway_values( self::card_gateway() ) );
		$this->assertSame( [ $gateway->enabled, $gateway->title ], [ 'no', $expected['title'] ] );
	}

	/** The card gateway as the Stripe plugin composes it (its client and settings from Plugin). */
	private static function card_gateway(): \ShopStripeGateway\Gateway\CardGateway {
		$settings = new \ShopStripeGateway\Gateway\GatewaySettings();
		return new \ShopStripeGateway\Gateway\CardGateway( \ShopStripeGateway\Plugin::client( $settings ), $settings );
	}

	public function test_a_saved_setting_is_left_as_it_is(): void {
		update_option( 'shop_theme_options', [ 'back_to_top' => false ] + \ShopTheme\Options\ThemeOptions::defaults() );

		( new \ShopTheme\Options\ThemeOptions() )->register_setting();

		$this->assertFalse( \ShopTheme\Options\ThemeOptions::get()['back_to_top'] );
	}

	/** The option is stored as an empty array, autoloaded, and reading it in the next request asks no query. */
	private function assert_stored_empty_and_free( string $option ): void {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) );
		$this->assertNotNull( $row, 'stored' );
		$this->assertContains( $row->autoload, wp_autoload_values_to_autoload(), 'autoloaded' );
		$this->assertSame( [], maybe_unserialize( $row->option_value ), 'stored empty: the defaults still apply' );

		wp_cache_flush(); // The next request: options come from alloptions alone.
		wp_load_alloptions();
		$queries = $wpdb->num_queries;
		get_option( $option );
		$this->assertSame( $queries, $wpdb->num_queries, 'no query to read it' );
	}

	/**
	 * Every form field's value as the gateway reads it.
	 *
	 * @return array<string, mixed>
	 */
	private static function gateway_values( \WC_Payment_Gateway $gateway ): array {
		$values = [];
		foreach ( array_keys( $gateway->get_form_fields() ) as $key ) {
			$values[ $key ] = $gateway->get_option( $key );
		}
		return $values;
	}
}
