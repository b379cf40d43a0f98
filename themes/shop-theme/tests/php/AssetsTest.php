<?php
/**
 * The storefront script Shop Theme loads.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use WP_Query;

/**
 * On wp_enqueue_scripts the theme enqueues build/frontend.js, deferred in the footer, with the dependencies and
 * version wp-scripts wrote to build/frontend.asset.php.
 */
final class AssetsTest extends TestCase {

	public function test_storefront_script_is_enqueued_from_its_asset_file(): void {
		$asset_file = get_theme_file_path( 'build/frontend.asset.php' );
		$this->assertFileExists( $asset_file, 'The build is missing: run npm run build.' );
		$asset = require $asset_file;

		$this->assertContains( 'shop-theme-frontend', $this->scripts_enqueued_on_blog_home() );

		$script = wp_scripts()->query( 'shop-theme-frontend' );
		$this->assertSame( get_theme_root_uri() . '/shop-theme/build/frontend.js', $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 1, $script->extra['group'] ?? 0, 'printed in the footer' );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? '' );
	}

	/**
	 * Runs the blog home as the main query and fires wp_enqueue_scripts, then puts everything back.
	 *
	 * @return string[] Script handles enqueued for that page.
	 */
	private function scripts_enqueued_on_blog_home(): array {
		$main_query     = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$scripts_before = wp_scripts()->queue;
		$styles_before  = wp_styles()->queue;

		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp_query']->query( [] );
		do_action( 'wp_enqueue_scripts' );

		$enqueued = array_values( array_diff( wp_scripts()->queue, $scripts_before ) );
		array_map( 'wp_dequeue_script', $enqueued );
		array_map( 'wp_dequeue_style', array_diff( wp_styles()->queue, $styles_before ) );
		[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $main_query;

		return $enqueued;
	}
}
