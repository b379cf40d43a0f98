<?php
/**
 * Tooltips on WooCommerce's add-to-cart buttons.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * When the option is on, gives the add-to-cart button of the product-button block (product grids) and of the
 * classic loop `data-shop-tooltip`, which the storefront core turns into a tooltip. Quick view and wishlist buttons
 * carry the attribute from their own markup.
 */
final class Tooltips implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/product-button', [ $this, 'add_to_block' ] );
		add_filter( 'woocommerce_loop_add_to_cart_link', [ $this, 'add_to_block' ] );
	}

	/**
	 * Adds the attribute to the first button or link of the markup.
	 *
	 * @param string $html Rendered markup.
	 */
	public function add_to_block( string $html ): string {
		if ( ! ThemeOptions::on( 'tooltips' ) ) {
			return $html;
		}
		$tags = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( in_array( $tags->get_tag(), [ 'BUTTON', 'A' ], true ) ) {
				$tags->set_attribute( 'data-shop-tooltip', __( 'Add to cart', 'shop-theme' ) );
				return $tags->get_updated_html();
			}
		}
		return $html;
	}
}
