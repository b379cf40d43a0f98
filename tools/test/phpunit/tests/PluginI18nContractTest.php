<?php
/**
 * Where each plugin's translations come from.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\HookedCallback;

/**
 * The text domain is loaded on init from the plugin's languages/ folder, with or without WooCommerce, for PHP and
 * for the admin app's script.
 */
final class PluginI18nContractTest extends TestCase {

	use HookedCallback;

	/** @return array<string, array{string, class-string, bool}> slug, its I18n class, whether its admin app needs WooCommerce */
	public static function plugins(): array {
		return [
			'shop-consent'        => [ 'shop-consent', \ShopConsent\Kit\I18n::class, false ],
			'shop-social-icons'   => [ 'shop-social-icons', \ShopSocialIcons\Kit\I18n::class, false ],
			'shop-filter'         => [ 'shop-filter', \ShopFilter\Kit\I18n::class, true ],
			'shop-stripe-gateway' => [ 'shop-stripe-gateway', \ShopStripeGateway\Kit\I18n::class, true ],
		];
	}

	/** @dataProvider plugins */
	public function test_init_points_the_text_domain_at_the_plugin_languages_folder( string $slug, string $i18n_class, bool $woocommerce ): void {
		$this->require_woocommerce_if( $woocommerce );
		global $wp_textdomain_registry;
		$languages = WP_PLUGIN_DIR . "/$slug/languages/";
		$this->assertDirectoryExists( $languages );
		$load_textdomain = $this->hooked_callback( 'init', $i18n_class );

		// WordPress also takes the folder from the plugin header: point it elsewhere so only the plugin's callback counts.
		$wp_textdomain_registry->set_custom_path( $slug, WP_CONTENT_DIR . '/nowhere' );
		$load_textdomain();
		$found = $wp_textdomain_registry->get( $slug, 'fr_FR' );
		$wp_textdomain_registry->set_custom_path( $slug, $languages );

		// Without a language pack for the locale, WordPress looks in the folder the plugin registered.
		$this->assertSame( $languages, $found );
	}

	/** @dataProvider plugins */
	public function test_admin_app_strings_are_translated_from_the_plugin_languages_folder( string $slug, string $i18n_class, bool $woocommerce ): void {
		$this->require_woocommerce_if( $woocommerce );
		$script = wp_scripts()->query( "$slug-admin" );

		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertSame( $slug, $script->textdomain );
		$this->assertSame( realpath( WP_PLUGIN_DIR . "/$slug/languages" ), realpath( $script->translations_path ) );
	}
}
