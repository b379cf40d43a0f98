<?php
/**
 * Title: Product card
 * Slug: shop-theme/product-card
 * Categories: woo-commerce
 * Block Types: woocommerce/product-template
 * Inserter: no
 * Description: One product of a grid: image with the sale badge, title, price and add to cart. The grids of the theme include this file with PHP (a nested pattern block would lose the collection's query context).
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:woocommerce/product-template {"className":"shop-theme-product-grid"} -->
	<!-- wp:woocommerce/product-image {"showSaleBadge":false,"imageSizing":"thumbnail","isDescendentOfQueryLoop":true} -->
		<!-- wp:woocommerce/product-sale-badge {"isDescendentOfQueryLoop":true,"align":"left"} /-->
	<!-- /wp:woocommerce/product-image -->

	<!-- wp:post-title {"level":3,"isLink":true,"fontSize":"medium","__woocommerceNamespace":"woocommerce/product-collection/product-title"} /-->

	<!-- wp:woocommerce/product-price {"isDescendentOfQueryLoop":true,"fontSize":"small"} /-->

	<!-- wp:woocommerce/product-button {"isDescendentOfQueryLoop":true,"fontSize":"small"} /-->
<!-- /wp:woocommerce/product-template -->
