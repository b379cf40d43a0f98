<?php
/**
 * Title: Related products
 * Slug: shop-theme/related-products
 * Categories: woo-commerce
 * Inserter: no
 * Description: Products sharing a category or tag with the current product. Used by the single product template.
 *
 * @package ShopTheme
 */

?>
<!-- wp:woocommerce/product-collection {"queryId":1,"query":{"perPage":4,"pages":1,"offset":0,"postType":"product","order":"asc","orderBy":"title","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"featured":false,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[],"filterable":false,"relatedBy":{"categories":true,"tags":true}},"tagName":"div","displayLayout":{"type":"flex","columns":4,"shrinkColumns":true},"dimensions":{"widthType":"fill"},"collection":"woocommerce/product-collection/related","hideControls":["inherit"],"queryContextIncludes":["collection"],"align":"wide"} -->
<div class="wp-block-woocommerce-product-collection alignwide">
	<!-- wp:heading -->
	<h2 class="wp-block-heading"><?php esc_html_e( 'Related products', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<?php require __DIR__ . '/product-card.php'; // Inlined: a nested pattern would render without the collection's query. ?>
</div>
<!-- /wp:woocommerce/product-collection -->
