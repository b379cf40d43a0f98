<?php
/**
 * Title: Shop sidebar
 * Slug: shop-theme/sidebar-shop
 * Inserter: no
 * Description: Beside the product grid: the product filter slot.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"aside","className":"shop-theme-sidebar","ariaLabel":"<?php echo esc_attr_x( 'Filter products', 'landmark label', 'shop-theme' ); ?>","layout":{"type":"default"}} -->
<aside class="wp-block-group shop-theme-sidebar" aria-label="<?php echo esc_attr_x( 'Filter products', 'landmark label', 'shop-theme' ); ?>">
	<!-- wp:pattern {"slug":"shop-theme/filter-slot"} /-->
</aside>
<!-- /wp:group -->
