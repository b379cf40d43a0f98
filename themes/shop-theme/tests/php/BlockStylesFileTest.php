<?php
/**
 * The head's small block stylesheets in one cached file.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Performance\BlockStylesFile;

/**
 * BlockStylesFile writes the queued small stylesheets of WordPress's and WooCommerce's blocks into one file named by
 * what it holds, and the page links that file where the first of them stood instead of printing them; anything else
 * keeps its own tag, and a folder that cannot be written leaves the page as it was.
 */
final class BlockStylesFileTest extends TestCase {

	private string $folder;

	private \WP_Styles $styles;

	protected function setUp(): void {
		parent::setUp();
		$this->folder = sys_get_temp_dir() . '/shop-theme-blocks-' . wp_generate_password( 8, false ) . '/';
		wp_mkdir_p( $this->folder . 'css' );
		file_put_contents( $this->folder . 'css/button.css', '.wp-block-button{color:red}' );
		file_put_contents( $this->folder . 'css/image.css', '.wc-image{background:url(img/dot.png)}' );
		file_put_contents( $this->folder . 'css/large.css', str_repeat( '.large{color:red}', 400 ) );
		$this->styles = new \WP_Styles();
	}

	protected function tearDown(): void {
		array_map( 'unlink', array_merge( glob( $this->folder . 'css/*' ) ?: [], glob( $this->folder . 'out/*' ) ?: [], glob( $this->folder . 'node-b/*' ) ?: [] ) );
		parent::tearDown();
	}

	/**
	 * Queues a stylesheet of the test folder, with its path as WordPress gives it to blocks.
	 *
	 * @param string       $handle The handle.
	 * @param string       $file   The file in css/.
	 * @param list<string> $deps   Its dependencies.
	 * @param string       $media  Its media.
	 * @param string       $copy   The folder of the copy of the code it is read from (a web node's).
	 */
	private function queue( string $handle, string $file, array $deps = [], string $media = 'all', string $copy = 'css' ): void {
		$this->styles->add( $handle, "https://shop.test/wp-content/plugins/woocommerce/assets/{$file}", $deps, '11.0.1', $media );
		$this->styles->add_data( $handle, 'path', $this->folder . "{$copy}/{$file}" );
		$this->styles->enqueue( $handle );
	}

	private function files(): BlockStylesFile {
		return new BlockStylesFile( $this->folder . 'out/', 'https://shop.test/wp-content/uploads/shop-theme/' );
	}

	private function printed(): string {
		ob_start();
		$this->styles->do_items();
		return (string) ob_get_clean();
	}

	public function test_small_block_stylesheets_are_one_linked_file_where_the_first_stood(): void {
		$this->styles->add( 'first-theme', 'https://shop.test/first.css' );
		$this->styles->enqueue( 'first-theme' );
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$this->styles->add( 'theme', 'https://shop.test/theme.css', [ 'wp-block-button' ] );
		$this->styles->enqueue( 'theme' );

		$this->assertTrue( $this->files()->combine( $this->styles, 5000 ) );

		$files = glob( $this->folder . 'out/blocks-*.css' );
		$this->assertCount( 1, $files );
		$this->assertSame( ".wp-block-button{color:red}\n.wc-image{background:url(/wp-content/plugins/woocommerce/assets/img/dot.png)}\n", file_get_contents( $files[0] ) );
		$html = $this->printed();
		$this->assertSame( 1, substr_count( $html, basename( $files[0] ) ), 'linked once' );
		$this->assertStringNotContainsString( 'button.css', $html );
		$this->assertStringNotContainsString( 'image.css', $html );
		$this->assertStringNotContainsString( '.wp-block-button{', $html, 'not inline' );
		$order = array_map( fn( $needle ) => strpos( $html, $needle ), [ 'first.css', basename( $files[0] ), 'theme.css' ] );
		$this->assertSame( $order, array_values( array_filter( $order ) ) );
		$sorted = $order;
		sort( $sorted );
		$this->assertSame( $sorted, $order, 'in the place of the first of them, before the theme' );
	}

	public function test_the_file_is_named_by_what_it_holds(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$this->files()->combine( $this->styles, 5000 );
		$first = glob( $this->folder . 'out/blocks-*.css' );

		$this->styles = new \WP_Styles();
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$this->files()->combine( $this->styles, 5000 );
		$this->assertSame( $first, glob( $this->folder . 'out/blocks-*.css' ), 'the same stylesheets: the same file' );

		$this->styles = new \WP_Styles();
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'woocommerce-product-button-style', 'image.css' );
		$this->files()->combine( $this->styles, 5000 );
		$this->assertCount( 2, glob( $this->folder . 'out/blocks-*.css' ), 'other stylesheets: another file' );
	}

	/**
	 * Web nodes share the uploads folder, each with its own copy of WordPress and WooCommerce (another folder,
	 * written at another time): the file was named by the paths and times too, so each node wrote and linked its own.
	 */
	public function test_another_web_nodes_copy_of_the_stylesheets_names_the_same_file(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$this->files()->combine( $this->styles, 5000 );
		$first = $this->printed();
		wp_mkdir_p( $this->folder . 'node-b' );
		foreach ( [ 'button.css', 'image.css' ] as $file ) {
			copy( $this->folder . "css/{$file}", $this->folder . "node-b/{$file}" );
			touch( $this->folder . "node-b/{$file}", time() - HOUR_IN_SECONDS );
		}

		$this->styles = new \WP_Styles();
		$this->queue( 'wp-block-button', 'button.css', [], 'all', 'node-b' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css', [], 'all', 'node-b' );
		$this->files()->combine( $this->styles, 5000 );

		$this->assertCount( 1, glob( $this->folder . 'out/blocks-*.css' ) );
		$this->assertSame( $first, $this->printed(), 'the page links the same file whichever node drew it' );
	}

	public function test_large_print_only_and_other_stylesheets_keep_their_own_tags(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$this->queue( 'wp-block-large', 'large.css' );
		$this->queue( 'wp-block-print', 'button.css', [], 'print' );
		$this->queue( 'shop-consent-frontend', 'button.css' );

		$this->assertTrue( $this->files()->combine( $this->styles, 5000 ) );

		foreach ( [ 'wp-block-large', 'wp-block-print', 'shop-consent-frontend' ] as $handle ) {
			$this->assertIsString( $this->styles->registered[ $handle ]->src, $handle );
			$this->assertNotFalse( $this->styles->get_data( $handle, 'path' ), $handle );
		}
		$this->assertFalse( $this->styles->registered['wp-block-button']->src );
	}

	public function test_one_stylesheet_or_a_folder_that_cannot_be_written_leaves_the_page_as_it_was(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->assertFalse( $this->files()->combine( $this->styles, 5000 ), 'one alone' );

		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		file_put_contents( $this->folder . 'out-file', '' );
		$blocked = new BlockStylesFile( $this->folder . 'out-file/sub/', 'https://shop.test/x/' );
		$this->assertFalse( $blocked->combine( $this->styles, 5000 ) );
		unlink( $this->folder . 'out-file' );
		$this->assertSame( $this->folder . 'css/button.css', $this->styles->get_data( 'wp-block-button', 'path' ), 'still inline' );
		$this->assertStringContainsString( 'button.css', $this->printed() );
	}

	public function test_uploads_served_from_another_host_keep_them_inline(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$offloaded = static function ( array $uploads ): array {
			$uploads['baseurl'] = 'https://bucket.example.com/uploads';
			return $uploads;
		};
		add_filter( 'upload_dir', $offloaded );
		try {
			$this->assertFalse( ( new BlockStylesFile() )->combine( $this->styles, 5000 ) );
		} finally {
			remove_filter( 'upload_dir', $offloaded );
		}
		$this->assertSame( $this->folder . 'css/button.css', $this->styles->get_data( 'wp-block-button', 'path' ) );
	}

	public function test_uploads_on_the_site_put_them_in_a_file_there(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		$here = $this->folder . 'uploads';
		$local = static function ( array $uploads ) use ( $here ): array {
			$uploads['basedir'] = $here;
			return $uploads;
		};
		add_filter( 'upload_dir', $local );
		try {
			$this->assertTrue( ( new BlockStylesFile() )->combine( $this->styles, 5000 ) );
		} finally {
			remove_filter( 'upload_dir', $local );
		}
		$files = glob( $here . '/shop-theme/blocks-*.css' ) ?: [];
		$this->assertCount( 1, $files );
		$this->assertStringStartsWith( wp_upload_dir( null, false )['baseurl'] . '/shop-theme/blocks-', $this->styles->registered[ BlockStylesFile::HANDLE ]->src );
		array_map( 'unlink', $files );
	}

	public function test_a_filter_keeps_them_inline(): void {
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css' );
		add_filter( 'shop_theme_block_styles_file', '__return_false' );
		try {
			$this->assertFalse( $this->files()->combine( $this->styles, 5000 ) );
		} finally {
			remove_filter( 'shop_theme_block_styles_file', '__return_false' );
		}
		$this->assertSame( [], glob( $this->folder . 'out/blocks-*.css' ) ?: [] );
		$this->assertSame( $this->folder . 'css/button.css', $this->styles->get_data( 'wp-block-button', 'path' ) );
	}

	public function test_dependencies_of_the_combined_stylesheets_come_before_the_file(): void {
		$this->styles->add( 'wc-blocks-packages-style', 'https://shop.test/packages.css' );
		$this->queue( 'wp-block-button', 'button.css' );
		$this->queue( 'wc-blocks-style-product-image', 'image.css', [ 'wc-blocks-packages-style' ] );

		$this->files()->combine( $this->styles, 5000 );

		$html = $this->printed();
		$file = basename( glob( $this->folder . 'out/blocks-*.css' )[0] );
		$this->assertLessThan( strpos( $html, $file ), strpos( $html, 'packages.css' ) );
	}
}
