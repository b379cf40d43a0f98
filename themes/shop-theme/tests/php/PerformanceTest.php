<?php
/**
 * What the theme does for the first paint: small block stylesheets inlined, large ones linked.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Performance\InlineBlockStyles;

/**
 * InlineBlockStyles gives WooCommerce's small block stylesheets their file's path, so WordPress's inliner prints them
 * in the page; anything else, a large file, or a URL that leaves WooCommerce's folder keeps its link; a large
 * stylesheet that has a path loses it, so it stays a link too.
 */
final class PerformanceTest extends TestCase {

	private string $folder;

	protected function setUp(): void {
		parent::setUp();
		$this->folder = sys_get_temp_dir() . '/shop-theme-inline-' . wp_generate_password( 8, false ) . '/';
		wp_mkdir_p( $this->folder . 'assets/client/blocks' );
		file_put_contents( $this->folder . 'assets/client/blocks/small.css', '.a{color:red}' );
		file_put_contents( $this->folder . 'assets/client/blocks/large.css', str_repeat( '.a{color:red}', 2000 ) );
	}

	protected function tearDown(): void {
		array_map( 'unlink', glob( $this->folder . 'assets/client/blocks/*.css' ) ?: [] );
		parent::tearDown();
	}

	public function test_a_small_stylesheet_of_woocommerce_gets_its_path_whatever_its_version_query(): void {
		$this->assertSame(
			$this->folder . 'assets/client/blocks/small.css',
			InlineBlockStyles::path_of( 'https://shop.test/wp-content/plugins/woocommerce/assets/client/blocks/small.css?ver=wc-11.0.1', 'https://shop.test/wp-content/plugins/woocommerce/', $this->folder )
		);
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function kept_as_links(): array {
		return [
			'larger than the limit' => [ 'https://shop.test/wp-content/plugins/woocommerce/assets/client/blocks/large.css' ],
			'missing file'          => [ 'https://shop.test/wp-content/plugins/woocommerce/assets/client/blocks/gone.css' ],
			'another plugin'        => [ 'https://shop.test/wp-content/plugins/other/assets/client/blocks/small.css' ],
			'leaves the folder'     => [ 'https://shop.test/wp-content/plugins/woocommerce/assets/../assets/client/blocks/small.css' ],
			'not a stylesheet'      => [ 'https://shop.test/wp-content/plugins/woocommerce/assets/client/blocks/small.js' ],
		];
	}

	/**
	 * @dataProvider kept_as_links
	 *
	 * @param string $src The stylesheet's URL.
	 */
	public function test_anything_else_keeps_its_link( string $src ): void {
		$this->assertNull( InlineBlockStyles::path_of( $src, 'https://shop.test/wp-content/plugins/woocommerce/', $this->folder ) );
	}

	public function test_the_inlined_total_is_raised_never_lowered(): void {
		$this->assertSame( InlineBlockStyles::TOTAL_LIMIT, apply_filters( 'styles_inline_size_limit', 20000 ) );
		$this->assertSame( 90000, apply_filters( 'styles_inline_size_limit', 90000 ) );
	}

	public function test_queued_woocommerce_block_styles_get_their_path_and_others_do_not(): void {
		$this->require_woocommerce();
		$file = plugin_dir_path( WC_PLUGIN_FILE ) . 'assets/client/blocks/product-sale-badge.css';
		$this->assertFileExists( $file );
		wp_enqueue_style( 'wc-blocks-style-test-badge', plugins_url( 'assets/client/blocks/product-sale-badge.css', WC_PLUGIN_FILE ), [], '1' );
		wp_enqueue_style( 'other-test-badge', plugins_url( 'assets/client/blocks/product-sale-badge.css', WC_PLUGIN_FILE ), [], '1' );
		try {
			( new InlineBlockStyles() )->sort_by_size();
			$this->assertSame( $file, wp_styles()->get_data( 'wc-blocks-style-test-badge', 'path' ) );
			$this->assertFalse( wp_styles()->get_data( 'other-test-badge', 'path' ) );
		} finally {
			wp_dequeue_style( 'wc-blocks-style-test-badge' );
			wp_dequeue_style( 'other-test-badge' );
		}
	}

	public function test_a_queued_stylesheet_larger_than_the_limit_loses_its_path_and_a_small_one_keeps_it(): void {
		wp_enqueue_style( 'test-large-block', 'https://shop.test/large.css', [], '1' );
		wp_style_add_data( 'test-large-block', 'path', $this->folder . 'assets/client/blocks/large.css' );
		wp_enqueue_style( 'test-small-block', 'https://shop.test/small.css', [], '1' );
		wp_style_add_data( 'test-small-block', 'path', $this->folder . 'assets/client/blocks/small.css' );
		try {
			( new InlineBlockStyles() )->sort_by_size();
			$this->assertFalse( wp_styles()->get_data( 'test-large-block', 'path' ), 'linked, cached across pages' );
			$this->assertSame( $this->folder . 'assets/client/blocks/small.css', wp_styles()->get_data( 'test-small-block', 'path' ) );
		} finally {
			wp_dequeue_style( 'test-large-block' );
			wp_dequeue_style( 'test-small-block' );
		}
	}
}
