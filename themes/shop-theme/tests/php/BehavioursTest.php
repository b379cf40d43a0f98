<?php
/**
 * What the storefront behaviours print, per option.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Behaviours\BackToTop;
use ShopTheme\Behaviours\Core;
use ShopTheme\Behaviours\Preloader;
use ShopTheme\Behaviours\ResizeReload;
use ShopTheme\Behaviours\SettingsPart;
use ShopTheme\Behaviours\Tooltips;
use ShopTheme\Options\ThemeOptions;

/**
 * Each optional behaviour prints its markup only when its option is on, and the same markup for every visitor:
 * the pre-loader (off by default) with its error escape, the back-to-top button (on by default), the one settings
 * element the scripts read (reload on resize and the parts of other services), the sticky body class, and the add-to-cart tooltips.
 */
final class BehavioursTest extends TestCase {

	/**
	 * The scripts queue as the suite left it.
	 *
	 * @var list<string>
	 */
	private array $queue;

	protected function setUp(): void {
		parent::setUp();
		// Each test starts from an empty queue: another suite's page may have left the core enqueued.
		$this->queue        = wp_scripts()->queue;
		wp_scripts()->queue = [];
	}

	protected function tearDown(): void {
		delete_option( ThemeOptions::OPTION );
		wp_scripts()->queue = $this->queue;
		parent::tearDown();
	}

	/**
	 * Stores the options with some keys changed.
	 *
	 * @param array<string, bool> $changes Keys to change.
	 */
	private function options( array $changes ): void {
		update_option( ThemeOptions::OPTION, $changes + ThemeOptions::defaults() );
	}

	/**
	 * What a callback prints.
	 *
	 * @param callable $print The printing callback.
	 */
	private function printed( callable $print ): string {
		ob_start();
		$print();
		return (string) ob_get_clean();
	}

	public function test_the_preloader_is_printed_only_when_its_option_is_on(): void {
		$preloader = new Preloader();
		$this->assertSame( '', $this->printed( [ $preloader, 'print_overlay' ] ), 'off by default' );

		$this->options( [ 'preloader' => true ] );
		$html = $this->printed( [ $preloader, 'print_overlay' ] );
		$this->assertStringContainsString( '<div id="shop-theme-loader" class="shop-theme-loader" aria-hidden="true">', $html );
		$this->assertMatchesRegularExpression( '/<script[^>]*>\s*addEventListener\("error".*is-gone/s', $html, 'a script error removes it' );
	}

	public function test_the_preloader_prints_at_wp_body_open(): void {
		$this->options( [ 'preloader' => true ] );
		$this->assertStringContainsString( 'shop-theme-loader', $this->printed( static fn() => do_action( 'wp_body_open' ) ) );
	}

	public function test_the_back_to_top_button_is_labelled_hidden_until_scrolled_and_follows_its_option(): void {
		$html = $this->printed( static fn() => do_action( 'wp_footer' ) );
		$this->assertMatchesRegularExpression( '/<button type="button" class="shop-theme-back-to-top" hidden aria-label="Back to top">/', $html );

		$this->options( [ 'back_to_top' => false ] );
		$this->assertSame( '', $this->printed( [ new BackToTop(), 'print_button' ] ) );
	}

	public function test_the_options_that_are_off_by_default_add_no_script_until_turned_on(): void {
		$this->assertSame( [], ( new Core() )->settings(), 'no settings of their own in the core' );
		$scripts = [
			'shop-theme-preloader'     => [ 'preloader', [ new Preloader(), 'enqueue_style' ] ],
			'shop-theme-resize-reload' => [ 'reload_on_resize', [ new ResizeReload(), 'enqueue' ] ],
		];
		foreach ( $scripts as $handle => [ $option, $enqueue ] ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ), "$handle is built and registered" );
			$enqueue();
			$this->assertFalse( wp_script_is( $handle ), "$handle off by default" );

			$this->options( [ $option => true ] );
			$enqueue();
			$this->assertTrue( wp_script_is( $handle ), "$handle when $option is on" );
			wp_dequeue_script( $handle );
		}
	}

	public function test_the_parts_are_merged_into_the_one_element_and_nothing_is_printed_without_the_core(): void {
		$part = new class() implements SettingsPart {
			/**
			 * A part holding markup, which the JSON must keep from closing the element.
			 *
			 * @return array<string, mixed>
			 */
			public function settings(): array {
				return [ 'shop' => [ 'markup' => '<script src="x.js"></script>' ] ];
			}
		};
		$core = new Core( $part );

		$this->assertSame( '', $this->printed( [ $core, 'print_settings' ] ), 'the core is not enqueued' );

		wp_enqueue_script( 'shop-theme-frontend' );
		$html = $this->printed( [ $core, 'print_settings' ] );
		wp_dequeue_script( 'shop-theme-frontend' );
		$this->assertSame( 1, substr_count( $html, '<script' ) );
		$this->assertSame( 1, preg_match( '#<script[^>]*id="shop-theme-settings"[^>]*>(.*)</script>#s', $html, $json ) );
		$this->assertSame(
			[ 'shop' => [ 'markup' => '<script src="x.js"></script>' ] ],
			json_decode( $json[1], true )
		);
	}

	public function test_sticky_sidebars_follow_their_option_through_a_body_class(): void {
		$this->assertContains( 'shop-theme-sticky-sidebars', get_body_class() );

		$this->options( [ 'sticky_sidebars' => false ] );
		$this->assertNotContains( 'shop-theme-sticky-sidebars', get_body_class() );
	}

	public function test_add_to_cart_buttons_get_a_tooltip_when_the_option_is_on(): void {
		$block = '<div class="wp-block-button"><button class="wp-block-button__link add_to_cart_button">Add to cart</button></div>';

		$this->assertStringContainsString(
			'<button data-shop-tooltip="Add to cart" class="wp-block-button__link add_to_cart_button">',
			(string) apply_filters( 'render_block_woocommerce/product-button', $block, [] )
		);

		$this->options( [ 'tooltips' => false ] );
		$this->assertSame( $block, ( new Tooltips() )->add_to_block( $block ) );
	}
}
