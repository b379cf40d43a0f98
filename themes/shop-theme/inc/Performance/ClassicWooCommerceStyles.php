<?php
/**
 * WooCommerce's classic stylesheets, only on pages that draw WooCommerce's classic markup.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce enqueues its classic stylesheets (`woocommerce-general`, `-layout`, `-smallscreen`: about 117 kB) on
 * every page, render-blocking. They style the markup of WooCommerce's PHP templates (the
 * product page's gallery and add-to-cart form, the sort form, the result count, breadcrumbs, notices, the account and
 * the shortcode cart and checkout) and, through the body class `woocommerce-page`, WooCommerce's own pages (the cart
 * block's thumbnails take their height from them). The front page, posts and pages are drawn by blocks that carry
 * stylesheets of their own. On our front page those sheets were most of what its first paint waited for over bare
 * WooCommerce's (its largest paint, the hero image, comes with the first paint): the browser matched their rules
 * against every element of the page before it painted; without them it painted 36 ms sooner (30 loads each).
 *
 * A block theme's template is rendered before `wp_head` enqueues the page's styles, so by then the page has drawn
 * whatever it draws: every WooCommerce template goes through `wc_get_template()`, which announces it
 * (`woocommerce_before_template_part`). The sheets are left out when the page is a block template that is not one of
 * WooCommerce's pages, drew no WooCommerce template, and WooCommerce's store notice (drawn in the footer, styled by
 * them) is off. Anything else keeps them: a PHP template, WooCommerce's pages, a page that drew a classic template,
 * and a site that asks for them (`shop_theme_classic_woocommerce_styles`, for a plugin that prints WooCommerce's
 * classic markup of its own).
 */
final class ClassicWooCommerceStyles implements Service {

	/** Told when the page drew a WooCommerce template (a kept section tells it again: {@see KeptSections}). */
	public const DRAWN = 'shop_theme_classic_woocommerce_drawn';

	/** Whether the page drew a WooCommerce template. */
	private bool $drawn = false;

	/** Whether the page is a block template, rendered before its head. */
	private bool $block_template = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'template_include', [ $this, 'note_template' ], PHP_INT_MAX );
		add_action( 'woocommerce_before_template_part', [ $this, 'note_drawn' ], 10, 0 );
		add_action( self::DRAWN, [ $this, 'drawn' ] );
		add_filter( 'woocommerce_enqueue_styles', [ $this, 'styles' ], 100 );
	}

	/**
	 * Notes whether WordPress renders the page from a block template (its canvas renders it before `wp_head`); what is
	 * drawn from here on is the page's.
	 *
	 * @param mixed $template The template file WordPress loads.
	 * @return mixed The same.
	 */
	public function note_template( $template ) {
		$this->block_template = is_string( $template ) && 'template-canvas.php' === basename( $template );
		$this->drawn          = false;
		return $template;
	}

	/**
	 * Notes that the page drew a WooCommerce template, and tells it once.
	 */
	public function note_drawn(): void {
		if ( ! $this->drawn ) {
			$this->drawn = true;
			do_action( self::DRAWN );
		}
	}

	/**
	 * Notes that the page drew a WooCommerce template (told again by a kept section).
	 */
	public function drawn(): void {
		$this->drawn = true;
	}

	/**
	 * WooCommerce's classic stylesheets for this page: all of them, or none.
	 *
	 * @param mixed $styles The stylesheets, by handle.
	 * @return mixed
	 */
	public function styles( $styles ) {
		if ( ! is_array( $styles ) || $this->needs_classic_styles() ) {
			return $styles;
		}
		return [];
	}

	/**
	 * Whether the page may draw WooCommerce's classic markup.
	 */
	private function needs_classic_styles(): bool {
		if ( $this->drawn || ! $this->block_template || ! did_action( 'wp_head' ) ) {
			return true;
		}
		if ( ! function_exists( 'is_woocommerce' ) || is_woocommerce() || is_cart() || is_checkout() || is_account_page() ) {
			return true;
		}
		if ( is_store_notice_showing() ) {
			return true;
		}
		/**
		 * Whether a page that drew no WooCommerce template still loads WooCommerce's classic stylesheets.
		 *
		 * @param bool $keep False.
		 */
		return (bool) apply_filters( 'shop_theme_classic_woocommerce_styles', false );
	}
}
