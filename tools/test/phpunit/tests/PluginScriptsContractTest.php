<?php
/**
 * The script and style handles each plugin registers from its build.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\AssetFile;
use ShopBundle\Tests\Support\BundlePlugins;

/**
 * Each handle points at build/<entry>.js with the dependencies and version wp-scripts wrote to build/<entry>.asset.php;
 * the admin styles come with their right-to-left twin. Where each storefront script loads is tested beside its plugin.
 */
final class PluginScriptsContractTest extends TestCase {

	use AssetFile;

	/** @return array<string, array{string, bool}> slug => [slug, whether it needs WooCommerce to register its scripts] */
	public static function plugins(): array {
		return BundlePlugins::rows();
	}

	/** @return array<string, array{string, bool, string, string}> slug, needs WooCommerce, entry, loading strategy */
	public static function built_scripts(): array {
		$entries = [
			'storefront core'    => [ 'frontend', 'defer' ],
			'admin settings app' => [ 'admin', '' ],
		];
		$rows    = [];
		foreach ( BundlePlugins::requiring_woocommerce() as $slug => $woocommerce ) {
			foreach ( $entries as $name => [ $entry, $strategy ] ) {
				$rows[ "$slug $name" ] = [ $slug, $woocommerce, $entry, $strategy ];
			}
		}
		return $rows;
	}

	/** @dataProvider built_scripts */
	public function test_script_is_registered_from_its_asset_file( string $slug, bool $woocommerce, string $entry, string $strategy ): void {
		$this->require_woocommerce_if( $woocommerce );
		$asset  = $this->asset_file( WP_PLUGIN_DIR . "/$slug/build/$entry.asset.php" );
		$script = wp_scripts()->query( "$slug-$entry" );

		$this->assertInstanceOf( \_WP_Dependency::class, $script, "$slug-$entry is registered" );
		$this->assertSame( plugins_url( "$slug/build/$entry.js" ), $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 1, $script->extra['group'] ?? 0, 'printed in the footer' );
		$this->assertSame( $strategy, $script->extra['strategy'] ?? '' );
	}

	/** @dataProvider plugins */
	public function test_admin_styles_are_registered_with_their_right_to_left_twin( string $slug, bool $woocommerce ): void {
		$this->require_woocommerce_if( $woocommerce );
		$this->assertFileExists( WP_PLUGIN_DIR . "/$slug/build/admin-rtl.css" );
		$style = wp_styles()->query( "$slug-admin" );

		$this->assertInstanceOf( \_WP_Dependency::class, $style );
		$this->assertSame( plugins_url( "$slug/build/admin.css" ), $style->src );
		$this->assertSame( [ 'wp-components' ], $style->deps );
		$this->assertSame( $this->asset_file( WP_PLUGIN_DIR . "/$slug/build/admin.asset.php" )['version'], $style->ver );
		$this->assertSame( 'replace', $style->extra['rtl'] ?? null );
	}
}
