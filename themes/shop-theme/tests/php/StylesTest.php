<?php
/**
 * Where the theme's stylesheets go on a page.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Styles\StyleLoader;
use ShopTheme\Styles\StyleSheets;

/**
 * The first paint's stylesheet is inline on every storefront page; a block's is inline where that block renders and
 * nowhere else; the after-paint one is a file linked at the end of the body; none of the theme's CSS is in theme.json.
 */
final class StylesTest extends TestCase {

	private StyleLoader $loader;

	protected function setUp(): void {
		parent::setUp();
		$this->loader = new StyleLoader();
		$this->loader->register_styles();
	}

	protected function tearDown(): void {
		foreach ( StyleSheets::names() as $name ) {
			wp_dequeue_style( StyleLoader::handle( $name ) );
		}
		parent::tearDown();
	}

	public function test_every_stylesheet_of_the_table_is_built(): void {
		foreach ( StyleSheets::names() as $name ) {
			$this->assertFileExists( get_theme_file_path( StyleSheets::file( $name ) ), $name );
		}
	}

	public function test_the_first_paint_stylesheet_is_printed_inline_and_holds_the_header(): void {
		$this->loader->enqueue();
		$handle = StyleLoader::handle( StyleSheets::FIRST_PAINT );
		$this->assertTrue( wp_style_is( $handle ) );
		$this->assertFalse( wp_styles()->registered[ $handle ]->src, 'no file: inline' );
		$css = implode( '', wp_styles()->get_data( $handle, 'after' ) ?: [] );
		$this->assertStringContainsString( '.shop-theme-header-row', $css );
		$this->assertStringContainsString( '.shop-theme-side-bar{', $css );
	}

	public function test_a_block_brings_its_stylesheet_with_a_path_so_wordpress_inlines_it(): void {
		$this->loader->note_block( '', [ 'blockName' => 'woocommerce/product-image-gallery', 'attrs' => [] ] );
		$this->loader->enqueue();
		$gallery = StyleLoader::handle( 'product-gallery' );
		$this->assertTrue( wp_style_is( $gallery ) );
		$this->assertSame( get_theme_file_path( 'build/styles/blocks/product-gallery.css' ), wp_styles()->get_data( $gallery, 'path' ) );
		$this->assertFalse( wp_style_is( StyleLoader::handle( 'cart-checkout' ) ), 'not the stylesheet of a block that did not render' );
	}

	public function test_a_pattern_class_brings_its_stylesheet(): void {
		$this->assertSame( [ 'front-page' ], StyleSheets::for_block( 'core/group', 'alignfull shop-theme-hero' ) );
		$this->assertSame( [], StyleSheets::for_block( 'core/group', 'shop-theme-hero-products' ), 'whole classes only' );
		$this->assertSame( [ 'shop-buttons', 'product-summary' ], StyleSheets::for_block( 'woocommerce/add-to-cart-form', '' ) );
	}

	public function test_a_block_rendered_after_the_head_gets_its_stylesheet_at_once(): void {
		do_action( 'wp_enqueue_scripts' );
		$this->loader->note_block( '', [ 'blockName' => 'core/query-pagination', 'attrs' => [] ] );
		$this->assertTrue( wp_style_is( StyleLoader::handle( 'pagination' ) ) );
	}

	public function test_the_after_paint_stylesheet_is_a_file_queued_in_the_footer(): void {
		$handle = StyleLoader::handle( StyleSheets::AFTER_PAINT );
		$this->assertFalse( wp_style_is( $handle ) );
		$this->loader->enqueue_after_paint();
		$this->assertTrue( wp_style_is( $handle ) );
		$this->assertSame( get_theme_file_uri( 'build/styles/after-paint.css' ), wp_styles()->registered[ $handle ]->src );
		$this->assertFalse( wp_styles()->get_data( $handle, 'path' ), 'WordPress must not inline it' );
		$css = (string) file_get_contents( get_theme_file_path( 'build/styles/after-paint.css' ) );
		foreach ( [ '.add_to_cart_button.loading', '.shop-theme-back-to-top', '.shop-theme-tooltip', '.shop-theme-side-bar.is-open' ] as $rule ) {
			$this->assertStringContainsString( $rule, $css );
		}
	}

	/**
	 * Each web node has its own copy of the theme, written at another time: a stylesheet versioned by its file's time
	 * had another address on each node, in the page and in the browser's cache.
	 */
	public function test_a_stylesheets_version_is_its_build_hash_the_same_in_every_copy_of_the_theme(): void {
		$handle = StyleLoader::handle( StyleSheets::AFTER_PAINT );
		$path   = get_theme_file_path( StyleSheets::file( StyleSheets::AFTER_PAINT ) );
		$asset  = require get_theme_file_path( 'build/' . StyleSheets::entry( StyleSheets::AFTER_PAINT ) . '.asset.php' );
		$time   = (int) filemtime( $path );
		$this->assertSame( $asset['version'], wp_styles()->registered[ $handle ]->ver );

		touch( $path, $time - HOUR_IN_SECONDS ); // The other node's copy.
		clearstatcache();
		try {
			foreach ( StyleSheets::names() as $name ) {
				wp_deregister_style( StyleLoader::handle( $name ) );
			}
			$this->loader->register_styles();
			$this->assertSame( $asset['version'], wp_styles()->registered[ $handle ]->ver );
		} finally {
			touch( $path, $time );
			clearstatcache();
		}
	}

	public function test_theme_json_holds_no_css(): void {
		$theme_json = json_decode( (string) file_get_contents( get_theme_file_path( 'theme.json' ) ), true );
		$this->assertArrayNotHasKey( 'css', $theme_json['styles'] ?? [] );
	}
}
