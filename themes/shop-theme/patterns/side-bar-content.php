<?php
/**
 * Title: Side bar content
 * Slug: shop-theme/side-bar-content
 * Inserter: no
 * Description: What the side bar (phones) holds: its heading, a slot for the header's product search and navigation (the storefront core moves them in when the side bar opens, so they are printed once), and the product categories.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:heading {"level":2,"fontSize":"large"} -->
<h2 class="wp-block-heading has-large-font-size"><?php echo esc_html_x( 'Menu', 'side bar heading', 'shop-theme' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:html -->
<div class="shop-theme-side-bar__menu" data-shop-theme-side-bar-slot></div>
<!-- /wp:html -->

<!-- wp:heading {"level":3,"fontSize":"small","className":"shop-theme-eyebrow"} -->
<h3 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Shop by category', 'side bar heading', 'shop-theme' ); ?></h3>
<!-- /wp:heading -->

<!-- wp:woocommerce/product-categories {"hasCount":false,"hasEmpty":false,"className":"shop-theme-category-list"} /-->
