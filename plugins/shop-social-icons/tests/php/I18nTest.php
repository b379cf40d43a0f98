<?php
/**
 * Where Shop Social Icons's translations come from.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;

/**
 * The text domain is loaded on init from the plugin's languages/ folder, for PHP and for the admin app's script.
 */
final class I18nTest extends TestCase {

	public function test_php_strings_are_translated_from_the_plugin_languages_folder(): void {
		global $wp_textdomain_registry;
		$languages = WP_PLUGIN_DIR . '/shop-social-icons/languages/';

		$this->assertDirectoryExists( $languages );
		// Without a language pack for the locale, WordPress falls back to the folder the plugin registered.
		$this->assertSame( $languages, $wp_textdomain_registry->get( 'shop-social-icons', 'de_DE' ) );
	}

	public function test_admin_app_strings_are_translated_from_the_plugin_languages_folder(): void {
		$script = wp_scripts()->query( 'shop-social-icons-admin' );

		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( 'shop-social-icons', $script->textdomain );
		$this->assertSame( realpath( WP_PLUGIN_DIR . '/shop-social-icons/languages' ), realpath( $script->translations_path ) );
	}
}
