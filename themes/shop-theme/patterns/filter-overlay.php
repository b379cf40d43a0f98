<?php
/**
 * Title: Filter overlay
 * Slug: shop-theme/filter-overlay
 * Inserter: no
 * Description: The product filter on phones: a disclosure above the grid holding the same filter slot as the shop sidebar (which phones do not show).
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:details {"className":"shop-theme-filter-overlay"} -->
<details class="wp-block-details shop-theme-filter-overlay"><summary><?php echo esc_html_x( 'Filter products', 'phone filter toggle', 'shop-theme' ); ?></summary>
	<!-- wp:pattern {"slug":"shop-theme/filter-slot"} /-->
</details>
<!-- /wp:details -->
