<?php
/**
 * Where Shop Social Icons's translations come from.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\I18n;

/**
 * The text domain is loaded on init from the plugin's languages/ folder, for PHP and for the admin app's script.
 */
final class I18nTest extends TestCase {

	public function test_init_points_the_text_domain_at_the_plugin_languages_folder(): void {
		global $wp_textdomain_registry;
		$languages = WP_PLUGIN_DIR . '/shop-social-icons/languages/';
		$this->assertDirectoryExists( $languages );
		$load_textdomain = $this->callback_on_init( I18n::class );

		// WordPress also takes the folder from the plugin header: point it elsewhere so only the plugin's callback counts.
		$wp_textdomain_registry->set_custom_path( 'shop-social-icons', WP_CONTENT_DIR . '/nowhere' );
		$load_textdomain();
		$found = $wp_textdomain_registry->get( 'shop-social-icons', 'fr_FR' );
		$wp_textdomain_registry->set_custom_path( 'shop-social-icons', $languages );

		// Without a language pack for the locale, WordPress looks in the folder the plugin registered.
		$this->assertSame( $languages, $found );
	}

	public function test_admin_app_strings_are_translated_from_the_plugin_languages_folder(): void {
		$script = wp_scripts()->query( 'shop-social-icons-admin' );

		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( 'shop-social-icons', $script->textdomain );
		$this->assertSame( realpath( WP_PLUGIN_DIR . '/shop-social-icons/languages' ), realpath( $script->translations_path ) );
	}

	/** The callback an instance of $class_name hooked on init. */
	private function callback_on_init( string $class_name ): callable {
		foreach ( $GLOBALS['wp_filter']['init']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof $class_name ) {
					return $callback['function'];
				}
			}
		}
		$this->fail( "Nothing of $class_name is hooked on init." );
	}
}
