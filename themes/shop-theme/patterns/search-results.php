<?php
/**
 * Title: Search results
 * Slug: shop-theme/search-results
 * Inserter: no
 * Description: The site search: the matching products as the shop's cards (ShopTheme\Shop\SearchResults gives the collection the search words and leaves it out when none match), then the matching posts and pages as the blog lists them, or a message and the search form when nothing matches.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"main","anchor":"main","style":{"spacing":{"margin":{"top":"var:preset|spacing|40"}}},"layout":{"type":"constrained"}} -->
<main class="wp-block-group" id="main" style="margin-top:var(--wp--preset--spacing--40)">
	<!-- wp:query-title {"type":"search","align":"wide"} /-->

	<?php if ( class_exists( 'WooCommerce' ) ) : ?>
	<!-- wp:woocommerce/product-collection {"queryId":5,"query":{"perPage":8,"pages":0,"offset":0,"postType":"product","order":"desc","orderBy":"relevance","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"featured":false,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","outofstock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[]},"displayLayout":{"type":"flex","columns":4,"shrinkColumns":true},"dimensions":{"widthType":"fill"},"hideControls":["inherit"],"queryContextIncludes":["collection"],"forcePageReload":true,"align":"wide","className":"shop-theme-search-products"} -->
	<div class="wp-block-woocommerce-product-collection alignwide shop-theme-search-products">
		<!-- wp:heading {"fontSize":"x-large"} -->
		<h2 class="wp-block-heading has-x-large-font-size"><?php echo esc_html_x( 'Products', 'search results heading', 'shop-theme' ); ?></h2>
		<!-- /wp:heading -->

		<?php require __DIR__ . '/product-card.php'; // Inlined: a nested pattern would render without the collection's query. ?>

		<!-- wp:query-pagination {"layout":{"type":"flex","justifyContent":"center"}} -->
			<!-- wp:query-pagination-previous /-->

			<!-- wp:query-pagination-numbers /-->

			<!-- wp:query-pagination-next /-->
		<!-- /wp:query-pagination -->
	</div>
	<!-- /wp:woocommerce/product-collection -->
	<?php endif; ?>

	<?php if ( have_posts() ) : ?>
	<!-- wp:group {"tagName":"section","align":"wide","className":"shop-theme-search-posts","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"default"}} -->
	<section class="wp-block-group alignwide shop-theme-search-posts" style="margin-top:var(--wp--preset--spacing--60)">
		<!-- wp:heading {"fontSize":"x-large"} -->
		<h2 class="wp-block-heading has-x-large-font-size"><?php echo esc_html_x( 'Posts and pages', 'search results heading', 'shop-theme' ); ?></h2>
		<!-- /wp:heading -->

		<!-- wp:pattern {"slug":"shop-theme/post-list"} /-->
	</section>
	<!-- /wp:group -->
	<?php else : ?>
	<!-- wp:group {"align":"wide","className":"shop-theme-search-nothing","layout":{"type":"default"}} -->
	<div class="wp-block-group alignwide shop-theme-search-nothing">
		<!-- wp:paragraph -->
		<p><?php esc_html_e( 'Nothing matched your search. Try other words.', 'shop-theme' ); ?></p>
		<!-- /wp:paragraph -->

		<!-- wp:pattern {"slug":"shop-theme/search-form"} /-->
	</div>
	<!-- /wp:group -->
	<?php endif; ?>
</main>
<!-- /wp:group -->
