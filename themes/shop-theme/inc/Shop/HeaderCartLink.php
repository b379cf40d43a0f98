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
 * back to it from the checkout), drawn in the same box, so the header looks and sits the same on every page. Its badge
 * shows the number of items, as the mini-cart's does elsewhere: printed here (WooCommerce never lets a page cache keep
 * the cart or the checkout) and kept current by the storefront core while the block cart changes
 * (`src/frontend/cart-link-count.ts`).
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
			self::with_count( $parts[2], self::items() )
		);
	}

	/**
	 * The number of items in the shopper's cart.
	 */
	private static function items(): int {
		return function_exists( 'WC' ) && WC()->cart ? (int) WC()->cart->get_cart_contents_count() : 0;
	}

	/**
	 * The button's content with the count in its badge (an empty badge is not drawn, as WooCommerce's).
	 *
	 * @param string $content The icon and the badge.
	 * @param int    $count   Items in the cart.
	 */
	public static function with_count( string $content, int $count ): string {
		$badge = new \WP_HTML_Tag_Processor( $content );
		if ( ! $badge->next_tag( [ 'class_name' => 'wc-block-mini-cart__badge' ] ) ) {
			return $content;
		}
		$badge->set_attribute( 'data-shop-cart-count', (string) $count );
		$marked = $badge->get_updated_html();
		return (string) preg_replace(
			'#(<span\b[^>]*class="wc-block-mini-cart__badge"[^>]*>)\s*(</span>)#',
			'${1}' . ( $count > 0 ? (string) $count : '' ) . '${2}',
			$marked,
			1
		);
	}
}
