<?php
/**
 * Title: Product catalog
 * Slug: shop-theme/product-catalog
 * Categories: woo-commerce
 * Inserter: no
 * Description: Result count, sorting, and the products of the current shop page, product taxonomy or product search, with pagination. Used by the WooCommerce templates.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"align":"wide","layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<div class="wp-block-group alignwide">
	<!-- wp:woocommerce/product-results-count /-->

	<!-- wp:woocommerce/catalog-sorting /-->
</div>
<!-- /wp:group -->

<!-- wp:woocommerce/product-collection {"queryId":0,"query":{"perPage":12,"pages":0,"offset":0,"postType":"product","order":"asc","orderBy":"title","search":"","exclude":[],"inherit":true,"taxQuery":{},"isProductCollectionBlock":true,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","outofstock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[]},"tagName":"div","displayLayout":{"type":"flex","columns":3,"shrinkColumns":true},"dimensions":{"widthType":"fill"},"queryContextIncludes":["collection"],"align":"wide"} -->
<div class="wp-block-woocommerce-product-collection alignwide">
	<?php require __DIR__ . '/product-card.php'; // Inlined: a nested pattern would render without the collection's query. ?>

	<!-- wp:query-pagination {"layout":{"type":"flex","justifyContent":"center"}} -->
		<!-- wp:query-pagination-previous /-->

		<!-- wp:query-pagination-numbers /-->

		<!-- wp:query-pagination-next /-->
	<!-- /wp:query-pagination -->

	<!-- wp:woocommerce/product-collection-no-results -->
		<!-- wp:paragraph -->
		<p><?php esc_html_e( 'No products were found matching your selection.', 'shop-theme' ); ?></p>
		<!-- /wp:paragraph -->
	<!-- /wp:woocommerce/product-collection-no-results -->
</div>
<!-- /wp:woocommerce/product-collection -->
