<?php
/**
 * Title: Product filter slot
 * Slug: shop-theme/filter-slot
 * Inserter: no
 * Description: The place of the product filter, shared by the shop sidebar and the phone filter overlay: the group with the class shop-theme-filter-slot. Until a filter plugin fills it (filter shop_theme_filter_slot, see inc/Shop/FilterSlot.php), it lists the product categories as links (server-rendered, no script).
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"className":"shop-theme-filter-slot","layout":{"type":"default"}} -->
<div class="wp-block-group shop-theme-filter-slot">
	<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
	<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Categories', 'product filter heading', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:woocommerce/product-categories {"hasCount":true,"hasEmpty":false,"isHierarchical":true,"className":"shop-theme-category-list"} /-->
</div>
<!-- /wp:group -->
