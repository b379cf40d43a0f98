<?php
/**
 * Title: Shop archive
 * Slug: shop-theme/shop-archive
 * Inserter: no
 * Description: The shop, product taxonomy and product search pages: breadcrumbs, notices, the filter (sidebar on wide screens, overlay on phones), the title (with the term's description, or the search) and the product catalog.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"main","anchor":"main","style":{"spacing":{"margin":{"top":"var:preset|spacing|40"}}},"layout":{"type":"constrained"}} -->
<main class="wp-block-group" id="main" style="margin-top:var(--wp--preset--spacing--40)">
	<!-- wp:woocommerce/breadcrumbs {"align":"wide"} /-->

	<!-- wp:woocommerce/store-notices {"align":"wide"} /-->

	<!-- wp:template-part {"slug":"filter-overlay","tagName":"div","area":"uncategorized","align":"wide"} /-->

<!-- wp:columns {"align":"wide","className":"shop-theme-with-sidebar","style":{"spacing":{"blockGap":{"left":"var:preset|spacing|60"}}}} -->
<div class="wp-block-columns alignwide shop-theme-with-sidebar">
	<!-- wp:column {"width":"25%","className":"shop-theme-sticky shop-theme-shop-sidebar"} -->
	<div class="wp-block-column shop-theme-sticky shop-theme-shop-sidebar" style="flex-basis:25%">
		<!-- wp:template-part {"slug":"sidebar-shop","tagName":"div","area":"uncategorized"} /-->
	</div>
	<!-- /wp:column -->

	<!-- wp:column {"className":"shop-theme-content-column"} -->
	<div class="wp-block-column shop-theme-content-column">
		<?php if ( is_search() ) : ?>
		<!-- wp:query-title {"type":"search"} /-->
		<?php else : ?>
		<!-- wp:query-title {"type":"archive","showPrefix":false} /-->

		<!-- wp:term-description /-->
		<?php endif; ?>

		<!-- wp:pattern {"slug":"shop-theme/product-catalog"} /-->
	</div>
	<!-- /wp:column -->
</div>
<!-- /wp:columns -->
</main>
<!-- /wp:group -->
