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
 * to build/frontend.asset.php; while the script has nothing to do, no page enqueues it.
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

	public function test_no_page_requests_the_storefront_script_while_it_has_nothing_to_do(): void {
		$this->assertNotContains( 'shop-theme-frontend', $this->scripts_enqueued_on( [] ), 'blog home' );
		$this->assertNotContains( 'shop-theme-frontend', $this->scripts_enqueued_on( [ 's' => 'shirt' ] ), 'search' );
	}
}
