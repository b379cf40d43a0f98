<?php
/**
 * Title: Front page categories
 * Slug: shop-theme/front-categories
 * Categories: woo-commerce
 * Description: The product categories as large links.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"align":"wide","anchor":"shop-theme-categories","className":"shop-theme-section","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"default"}} -->
<div id="shop-theme-categories" class="wp-block-group alignwide shop-theme-section" style="margin-top:var(--wp--preset--spacing--60)">
	<!-- wp:heading -->
	<h2 class="wp-block-heading"><?php echo esc_html_x( 'Shop by category', 'front page heading', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:woocommerce/product-categories {"hasCount":false,"hasEmpty":false,"isHierarchical":false,"className":"shop-theme-category-tiles"} /-->
</div>
<!-- /wp:group -->
