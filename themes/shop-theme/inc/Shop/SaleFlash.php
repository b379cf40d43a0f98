<?php
/**
 * The product page's sale flash, worded as the cards' sale badge.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's classic gallery prints `<span class="onsale">Sale!</span>`; the cards' badge block says "Sale" and
 * names itself "Product on sale" to screen readers. One badge: the same words here, drawn as the same pill by
 * `src/styles/blocks/price-and-sale-badge.css`.
 */
final class SaleFlash implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_sale_flash', [ $this, 'flash' ] );
	}

	/**
	 * The flash's markup; WooCommerce prints it only for a product on sale.
	 */
	public function flash(): string {
		return sprintf(
			'<span class="onsale"><span aria-hidden="true">%1$s</span><span class="screen-reader-text">%2$s</span></span>',
			esc_html__( 'Sale', 'shop-theme' ),
			esc_html__( 'Product on sale', 'shop-theme' )
		);
	}
}
