<?php
/**
 * Where Shop Stripe Gateway's translations come from.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;

/**
 * The text domain is loaded on init from the plugin's languages/ folder, with or without WooCommerce, for PHP and for
 * the admin app's script.
 */
final class I18nTest extends TestCase {

	public function test_php_strings_are_translated_from_the_plugin_languages_folder(): void {
		global $wp_textdomain_registry;
		$languages = WP_PLUGIN_DIR . '/shop-stripe-gateway/languages/';

		$this->assertDirectoryExists( $languages );
		// Without a language pack for the locale, WordPress falls back to the folder the plugin registered.
		$this->assertSame( $languages, $wp_textdomain_registry->get( 'shop-stripe-gateway', 'de_DE' ) );
	}

	public function test_admin_app_strings_are_translated_from_the_plugin_languages_folder(): void {
		$this->require_woocommerce();
		$script = wp_scripts()->query( 'shop-stripe-gateway-admin' );

		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( 'shop-stripe-gateway', $script->textdomain );
		$this->assertSame( realpath( WP_PLUGIN_DIR . '/shop-stripe-gateway/languages' ), realpath( $script->translations_path ) );
	}
}
