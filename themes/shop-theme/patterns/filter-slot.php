<?php
/**
 * Title: Product filter slot
 * Slug: shop-theme/filter-slot
 * Inserter: no
 * Description: The place of the product filter, shared by the shop sidebar and the phone filter overlay: the group with the class shop-theme-filter-slot. Until the shop-filter plugin fills it, it holds WooCommerce's own filter blocks.
 *
 * @package ShopTheme
 */

?>
<!-- wp:group {"className":"shop-theme-filter-slot","layout":{"type":"default"}} -->
<div class="wp-block-group shop-theme-filter-slot">
	<!-- wp:woocommerce/product-filters {"showFilterDrawer":false} -->
	<div class="wp-block-woocommerce-product-filters">
		<!-- wp:woocommerce/product-filter-taxonomy {"taxonomy":"product_cat"} -->
		<div class="wp-block-woocommerce-product-filter-taxonomy">
			<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
			<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Categories', 'product filter heading', 'shop-theme' ); ?></h2>
			<!-- /wp:heading -->

			<!-- wp:woocommerce/product-filter-checkbox-list /-->
		</div>
		<!-- /wp:woocommerce/product-filter-taxonomy -->

		<!-- wp:woocommerce/product-filter-price -->
		<div class="wp-block-woocommerce-product-filter-price">
			<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
			<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Price', 'product filter heading', 'shop-theme' ); ?></h2>
			<!-- /wp:heading -->

			<!-- wp:woocommerce/product-filter-price-slider /-->
		</div>
		<!-- /wp:woocommerce/product-filter-price -->
	</div>
	<!-- /wp:woocommerce/product-filters -->
</div>
<!-- /wp:group -->
