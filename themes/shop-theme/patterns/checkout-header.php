<?php
/**
 * Title: Checkout header
 * Slug: shop-theme/checkout-header
 * Inserter: no
 * Description: The checkout's header: the shop's logo and name (links to the front page) and a link back to the cart, nothing else to leave the checkout by (WooCommerce's own checkout header does the same).
 *
 * @package ShopTheme
 */

$shop_theme_cart = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/' );
?>
<!-- wp:group {"align":"full","className":"shop-theme-header","style":{"spacing":{"padding":{"top":"var:preset|spacing|20","bottom":"var:preset|spacing|20"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull shop-theme-header has-base-background-color has-background" style="padding-top:var(--wp--preset--spacing--20);padding-bottom:var(--wp--preset--spacing--20)">
	<!-- wp:group {"align":"wide","className":"shop-theme-checkout-header-row","layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->
	<div class="wp-block-group alignwide shop-theme-checkout-header-row">
		<!-- wp:group {"className":"shop-theme-brand","style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"flex","flexWrap":"nowrap"}} -->
		<div class="wp-block-group shop-theme-brand">
			<!-- wp:site-logo {"width":36} /-->

			<!-- wp:site-title {"level":0} /-->
		</div>
		<!-- /wp:group -->

		<!-- wp:paragraph {"fontSize":"small"} -->
		<p class="has-small-font-size"><a href="<?php echo esc_url( $shop_theme_cart ); ?>">← <?php echo esc_html_x( 'Back to cart', 'checkout header link', 'shop-theme' ); ?></a></p>
		<!-- /wp:paragraph -->
	</div>
	<!-- /wp:group -->
</div>
<!-- /wp:group -->
