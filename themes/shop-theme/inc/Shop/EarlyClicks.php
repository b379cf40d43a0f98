<?php
/**
 * Marks where the page's Interactivity API hydration ends, so taps on the grids' buttons before it are not lost.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;
use const ShopTheme\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's "Add to cart" buttons on the product grids do nothing until WordPress has hydrated them, region by
 * region after the page is parsed; a tap before that was lost. On a page that draws one, an empty interactive element
 * at the end of the body gets a class when WordPress hydrates it, which it does after every region before it; the
 * storefront core (`src/frontend/early-clicks.ts`) holds the buttons' clicks until then and clicks them again. The
 * directive negates a state value no store has (`!state.waiting`: undefined, so true), so no script module is needed,
 * and it is printed in the footer, outside the blocks whose directives WordPress evaluates on the server.
 */
final class EarlyClicks implements Service {

	/** Told that a grid's product button rendered (a kept section tells it again: {@see \ShopTheme\Performance\KeptSections}). */
	public const DRAWN = 'shop_theme_product_button_drawn';

	/** Whether this page draws a product button. */
	private bool $drawn = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/product-button', [ $this, 'note_button' ] );
		add_action( self::DRAWN, [ $this, 'drawn' ] );
		// Early in the head: before any script the page waits for.
		add_action( 'wp_head', [ $this, 'print_script' ], 2 );
		// Before the footer's scripts (priority 20), after the blocks.
		add_action( 'wp_footer', [ $this, 'print_sentinel' ], 15 );
	}

	/**
	 * Notes a product button.
	 *
	 * @param string|mixed $content The block's markup, unchanged.
	 * @return string|mixed
	 */
	public function note_button( $content ) {
		if ( ! $this->drawn ) {
			$this->drawn();
			do_action( self::DRAWN );
		}
		return $content;
	}

	/**
	 * The page has a product button.
	 */
	public function drawn(): void {
		$this->drawn = true;
	}

	/**
	 * Prints the script that holds early clicks, on a page with a product button (nothing while it is not built).
	 */
	public function print_script(): void {
		$file = DIR . 'build/' . self::script_file();
		if ( ! $this->drawn || ! is_readable( $file ) ) {
			return;
		}
		$code = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the theme.
		wp_print_inline_script_tag( trim( $code ), [ 'id' => 'shop-theme-early-clicks' ] );
	}

	/**
	 * The script's build file: WooCommerce 10's also waits for the cart's loads in flight before it clicks again (its
	 * store puts an older cart over the adds when its first load ends after them; 11 makes its changes wait for it).
	 *
	 * @param string|null $woocommerce WooCommerce's version (the running one when null).
	 */
	public static function script_file( ?string $woocommerce = null ): string {
		$woocommerce ??= defined( 'WC_VERSION' ) ? (string) WC_VERSION : '';
		return '' !== $woocommerce && version_compare( $woocommerce, '11.0', '<' ) ? 'early-clicks-wc10.js' : 'early-clicks.js';
	}

	/**
	 * Prints the sentinel on a page with a product button.
	 */
	public function print_sentinel(): void {
		if ( $this->drawn ) {
			echo '<span id="shop-theme-interactive" hidden data-wp-interactive="shop-theme/interactive" data-wp-class--is-hydrated="!state.waiting"></span>' . "\n";
		}
	}
}
