<?php
/**
 * The header's cart icon on the cart and the checkout.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * On the cart and the checkout WooCommerce's mini-cart block prints its button disabled, hidden
 * (`visibility:hidden`, `aria-hidden`) and without its drawer: the header kept an empty place where the cart icon is
 * on every other page (issue 28). There the icon becomes a link to the cart (the current page on the cart, the way
 * back to it from the checkout), drawn in the same box, so the header looks and sits the same on every page. Its badge
 * shows the number of items, as the mini-cart's does elsewhere: printed here (WooCommerce never lets a page cache keep
 * the cart or the checkout) and kept current by the storefront core while the block cart changes
 * (`src/frontend/cart-link-count.ts`). In the checkout's own header (`parts/checkout-header.html`, the mini-cart with
 * the class `BACK_TO_CART`) the link also says what it does, "Back to cart", in words before the icon.
 */
final class HeaderCartLink implements Service {

	/** The class of the mini-cart block whose link is the checkout's way back to the cart. */
	public const BACK_TO_CART = 'shop-theme-back-to-cart';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/mini-cart', [ $this, 'link' ], 10, 2 );
	}

	/**
	 * The mini-cart's markup, as a link to the cart on the cart and the checkout.
	 *
	 * @param string|mixed        $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed The markup.
	 */
	public function link( $content, array $block = [] ) {
		// The checkout header's block is the way back wherever it is drawn (its class says so).
		if ( ! is_string( $content ) || ! ( is_cart() || is_checkout() || self::is_back_to_cart( $block ) ) ) {
			return $content;
		}
		// WooCommerce's button there (disabled from 11.0; before, the drawer's opener): its content is the icon (and
		// the count badge).
		if ( ! preg_match( '#^(<div\b[^>]*>)\s*<button\b[^>]*\bclass="wc-block-mini-cart__button"[^>]*>(.*)</button>\s*</div>$#s', trim( $content ), $parts ) ) {
			return $content;
		}
		$wrapper = new \WP_HTML_Tag_Processor( $parts[1] );
		$wrapper->next_tag();
		$wrapper->remove_attribute( 'style' );
		$wrapper->remove_attribute( 'aria-hidden' );
		// The drawer's directives (WooCommerce before 11.0), on the wrapper and in the button: a link opens no drawer,
		// and a directive left without its namespace is a notice when WordPress processes the page's directives.
		self::without_directives( $wrapper );
		$inside = new \WP_HTML_Tag_Processor( $parts[2] );
		while ( $inside->next_tag() ) {
			self::without_directives( $inside );
		}
		$parts[2] = $inside->get_updated_html();
		$wrapper->add_class( 'shop-theme-cart-link' );

		$back = self::is_back_to_cart( $block );
		// The name is the words shown, when there are any (the count is in the badge, and the order summary lists it).
		$name = $back ? _x( 'Back to cart', 'checkout header link', 'shop-theme' ) : __( 'Cart', 'shop-theme' );

		return sprintf(
			'%s<a class="wc-block-mini-cart__button" href="%s" aria-label="%s"%s>%s%s</a></div>',
			$wrapper->get_updated_html(),
			esc_url( wc_get_cart_url() ),
			esc_attr( $name ),
			is_cart() ? ' aria-current="page"' : '',
			$back ? '<span class="shop-theme-cart-link__label">' . esc_html( $name ) . '</span>' : '',
			self::with_count( $parts[2], self::items() )
		);
	}

	/**
	 * Takes the Interactivity API's directives off the tag a processor stands on.
	 *
	 * @param \WP_HTML_Tag_Processor $tag The processor.
	 */
	private static function without_directives( \WP_HTML_Tag_Processor $tag ): void {
		foreach ( $tag->get_attribute_names_with_prefix( 'data-wp-' ) ?? [] as $directive ) {
			$tag->remove_attribute( $directive );
		}
	}

	/**
	 * Whether the block is the checkout header's way back to the cart.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 */
	public static function is_back_to_cart( array $block ): bool {
		$classes = $block['attrs']['className'] ?? '';
		return is_string( $classes ) && in_array( self::BACK_TO_CART, preg_split( '/\s+/', $classes ) ?: [], true );
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
		// A pattern, not the HTML API: the button's icon is an SVG of many tags, and walking them cost 0.2 ms a page.
		// WooCommerce's badge is one plain span; the count is a number, so nothing needs escaping.
		$marked = preg_replace(
			'#<span(?=\s[^>]*\bclass="(?:[^"]*\s)?wc-block-mini-cart__badge[\s"])#',
			'<span data-shop-cart-count="' . $count . '"',
			$content,
			1,
			$found
		);
		if ( ! is_string( $marked ) || 1 !== $found ) {
			return $content;
		}
		return (string) preg_replace(
			'#(<span\b[^>]*class="wc-block-mini-cart__badge"[^>]*>)\s*(</span>)#',
			'${1}' . ( $count > 0 ? (string) $count : '' ) . '${2}',
			$marked,
			1
		);
	}
}
