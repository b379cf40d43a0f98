<?php
/**
 * Title: Side bar content
 * Slug: shop-theme/side-bar-content
 * Inserter: no
 * Description: What the side bar (phones) holds: its heading, the main navigation listed vertically, product search and the product categories.
 *
 * @package ShopTheme
 */

?>
<!-- wp:heading {"level":2,"fontSize":"large"} -->
<h2 class="wp-block-heading has-large-font-size"><?php echo esc_html_x( 'Menu', 'side bar heading', 'shop-theme' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:search {"label":"<?php echo esc_attr_x( 'Search products', 'header search label', 'shop-theme' ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr_x( 'Search products…', 'header search placeholder', 'shop-theme' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search form button', 'shop-theme' ); ?>","buttonPosition":"button-inside","buttonUseIcon":true,"query":{"post_type":"product"}} /-->

<!-- wp:navigation {"overlayMenu":"never","className":"shop-theme-side-bar-nav","layout":{"type":"flex","orientation":"vertical"}} /-->

<!-- wp:heading {"level":3,"fontSize":"small","className":"shop-theme-eyebrow"} -->
<h3 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Shop by category', 'side bar heading', 'shop-theme' ); ?></h3>
<!-- /wp:heading -->

<!-- wp:woocommerce/product-categories {"hasCount":false,"hasEmpty":false,"className":"shop-theme-category-list"} /-->
