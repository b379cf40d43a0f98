<?php
/**
 * Title: Related products
 * Slug: shop-theme/related-products
 * Categories: woo-commerce
 * Inserter: no
 * Description: Products sharing a category or tag with the current product, under a heading of the theme's scale (the collection's own stylesheet makes its headings small). Used by the single product template.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:woocommerce/product-collection {"queryId":1,"query":{"perPage":4,"pages":1,"offset":0,"postType":"product","order":"asc","orderBy":"title","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"featured":false,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[],"filterable":false,"relatedBy":{"categories":true,"tags":true}},"tagName":"div","displayLayout":{"type":"flex","columns":4,"shrinkColumns":true},"dimensions":{"widthType":"fill"},"collection":"woocommerce/product-collection/related","hideControls":["inherit"],"queryContextIncludes":["collection"],"align":"wide"} -->
<div class="wp-block-woocommerce-product-collection alignwide">
	<!-- wp:heading {"style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"fontSize":"x-large"} -->
	<h2 class="wp-block-heading has-x-large-font-size" style="margin-top:var(--wp--preset--spacing--60)"><?php esc_html_e( 'Related products', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<?php require __DIR__ . '/product-card.php'; // Inlined: a nested pattern would render without the collection's query. ?>
</div>
<!-- /wp:woocommerce/product-collection -->
