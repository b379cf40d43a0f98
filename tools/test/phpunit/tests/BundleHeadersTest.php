<?php
/**
 * The headers WordPress and WooCommerce read before they load any of our code.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\BundlePlugins;

/**
 * Every plugin and the theme declare the supported platform, their licence and text domain.
 */
final class BundleHeadersTest extends TestCase {

	/** @return array<string, array{string, bool}> slug => [slug, requires WooCommerce] */
	public static function plugins(): array {
		return BundlePlugins::rows();
	}

	/** @dataProvider plugins */
	public function test_plugin_header_declares_the_platform( string $slug, bool $requires_woocommerce ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$file = WP_PLUGIN_DIR . "/$slug/$slug.php";
		$data = get_plugin_data( $file, false, false );
		$raw  = get_file_data(
			$file,
			[
				'wc_requires' => 'WC requires at least',
				'wc_tested'   => 'WC tested up to',
			]
		);

		$this->assertNotSame( '', $data['Name'] );
		$this->assertSame( '6.8', $data['RequiresWP'] );
		$this->assertSame( '8.1', $data['RequiresPHP'] );
		$this->assertSame( $slug, $data['TextDomain'] );
		$this->assertSame( 'GPL-2.0-or-later', get_file_data( $file, [ 'license' => 'License' ] )['license'] );
		$this->assertSame( '7.1', get_file_data( $file, [ 'tested' => 'Tested up to' ] )['tested'] );
		if ( $requires_woocommerce ) {
			$this->assertSame( 'woocommerce', $data['RequiresPlugins'] );
		}
		if ( '' !== $raw['wc_requires'] || $requires_woocommerce ) {
			$this->assertSame( '10.6', $raw['wc_requires'] );
			$this->assertSame( '11.0', $raw['wc_tested'] );
		}
	}

	/** @dataProvider plugins */
	public function test_plugin_is_active_and_has_its_uninstaller( string $slug, bool $requires_woocommerce ): void {
		// WordPress refuses to activate a plugin whose `Requires Plugins` are missing.
		$activatable = ! $requires_woocommerce || class_exists( 'WooCommerce' );
		$this->assertSame( $activatable, is_plugin_active( "$slug/$slug.php" ), "$slug is active exactly when it can be" );
		$this->assertFileExists( WP_PLUGIN_DIR . "/$slug/uninstall.php" );
		$this->assertFileExists( WP_PLUGIN_DIR . "/$slug/readme.txt" );
	}

	public function test_theme_is_active_and_declares_the_platform(): void {
		$theme = wp_get_theme();
		$this->assertSame( 'shop-theme', $theme->get_stylesheet() );
		$this->assertTrue( $theme->is_block_theme() );
		$this->assertSame( '6.8', $theme->get( 'RequiresWP' ) );
		$this->assertSame( '8.1', $theme->get( 'RequiresPHP' ) );
		$this->assertSame( 'shop-theme', $theme->get( 'TextDomain' ) );
	}
}
