<?php
/**
 * Title: Wishlist
 * Slug: shop-theme/wishlist
 * Categories: woo-commerce
 * Description: The shopper's wished products with remove buttons, or a message when there are none. The list is drawn in the browser from the Store API, so the page can be cached for everyone.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"className":"shop-wishlist","layout":{"type":"constrained"}} -->
<div class="wp-block-group shop-wishlist">
	<!-- wp:heading -->
	<h2 class="wp-block-heading"><?php esc_html_e( 'Wishlist', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:paragraph {"className":"shop-wishlist__empty"} -->
	<p class="shop-wishlist__empty"><?php esc_html_e( 'Your wishlist is empty.', 'shop-theme' ); ?></p>
	<!-- /wp:paragraph -->

	<!-- wp:html -->
	<ul class="shop-wishlist__list" data-shop-wishlist-list aria-label="<?php esc_attr_e( 'Wished products', 'shop-theme' ); ?>" hidden></ul>
	<!-- /wp:html -->
</div>
<!-- /wp:group -->
