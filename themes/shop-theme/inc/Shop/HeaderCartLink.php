<?php
/**
 * The header's cart icon on the cart and the checkout.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * On the cart and the checkout WooCommerce's mini-cart block prints its button disabled, hidden
 * (`visibility:hidden`, `aria-hidden`) and without its drawer: the header kept an empty place where the cart icon is
 * on every other page (issue 28). There the icon becomes a link to the cart (the current page on the cart, the way
 * back to it from the checkout), drawn in the same box, so the header looks and sits the same on every page.
 */
final class HeaderCartLink implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/mini-cart', [ $this, 'link' ] );
	}

	/**
	 * The mini-cart's markup, as a link to the cart on the cart and the checkout.
	 *
	 * @param string|mixed $content The block's markup.
	 * @return string|mixed The markup.
	 */
	public function link( $content ) {
		if ( ! is_string( $content ) || ! ( is_cart() || is_checkout() ) ) {
			return $content;
		}
		// WooCommerce's disabled button there: its content is the icon (and an empty count badge).
		if ( ! preg_match( '#^(<div\b[^>]*>)\s*<button class="wc-block-mini-cart__button"[^>]*>(.*)</button>\s*</div>$#s', trim( $content ), $parts ) ) {
			return $content;
		}
		$wrapper = new \WP_HTML_Tag_Processor( $parts[1] );
		$wrapper->next_tag();
		$wrapper->remove_attribute( 'style' );
		$wrapper->remove_attribute( 'aria-hidden' );
		$wrapper->add_class( 'shop-theme-cart-link' );

		return sprintf(
			'%s<a class="wc-block-mini-cart__button" href="%s" aria-label="%s"%s>%s</a></div>',
			$wrapper->get_updated_html(),
			esc_url( wc_get_cart_url() ),
			esc_attr__( 'Cart', 'shop-theme' ),
			is_cart() ? ' aria-current="page"' : '',
			$parts[2]
		);
	}
}
