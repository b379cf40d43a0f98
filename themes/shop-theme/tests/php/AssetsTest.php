<?php
/**
 * The storefront script Shop Theme loads.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\Support\AssetFile;
use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;

/**
 * The theme registers build/frontend.js, deferred in the footer, with the dependencies and version wp-scripts wrote
 * to build/frontend.asset.php; every storefront page enqueues it (the header's menu and side bar are on each). The
 * behaviours' styles are the theme's stylesheets' (StylesTest).
 */
final class AssetsTest extends TestCase {

	use AssetFile;
	use EnqueueCapture;

	public function test_storefront_script_is_registered_from_its_asset_file(): void {
		$asset = $this->asset_file( get_theme_file_path( 'build/frontend.asset.php' ) );

		$script = wp_scripts()->query( 'shop-theme-frontend' );
		$this->assertSame( get_theme_root_uri() . '/shop-theme/build/frontend.js', $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 1, $script->extra['group'] ?? 0, 'printed in the footer' );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? '' );
	}

	public function test_the_shop_scripts_are_registered_from_their_asset_files_the_wishlist_page_after_the_core(): void {
		foreach ( [
			'shop-theme-quick-view'    => [ 'quick-view', [] ],
			'shop-theme-wishlist-page' => [ 'wishlist-page', [ 'shop-theme-frontend' ] ],
		] as $handle => [ $entry, $extra ] ) {
			$asset  = $this->asset_file( get_theme_file_path( "build/{$entry}.asset.php" ) );
			$script = wp_scripts()->query( $handle );
			$this->assertSame( get_theme_root_uri() . "/shop-theme/build/{$entry}.js", $script->src, $handle );
			$this->assertSame( array_merge( $asset['dependencies'], $extra ), $script->deps, $handle );
			$this->assertSame( $asset['version'], $script->ver, $handle );
			$this->assertSame( 1, $script->extra['group'] ?? 0, "{$handle} is printed in the footer" );
			$this->assertSame( 'defer', $script->extra['strategy'] ?? '', $handle );
		}
	}

	public function test_storefront_pages_enqueue_the_core(): void {
		$this->assertContains( 'shop-theme-frontend', $this->scripts_enqueued_on( [] ), 'blog home' );
		$this->assertContains( 'shop-theme-frontend', $this->scripts_enqueued_on( [ 's' => 'shirt' ] ), 'search' );
	}
}
