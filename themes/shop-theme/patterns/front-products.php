<?php
/**
 * Title: Front page products
 * Slug: shop-theme/front-products
 * Categories: woo-commerce
 * Description: The newest products in a grid of cards, with a link to the whole shop.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

$shop_theme_shop = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' );
?>
<!-- wp:group {"align":"wide","anchor":"shop-theme-new-arrivals","className":"shop-theme-section","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"default"}} -->
<div id="shop-theme-new-arrivals" class="wp-block-group alignwide shop-theme-section" style="margin-top:var(--wp--preset--spacing--60)">
	<!-- wp:group {"layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between","verticalAlignment":"bottom"}} -->
	<div class="wp-block-group">
		<!-- wp:heading -->
		<h2 class="wp-block-heading"><?php echo esc_html_x( 'New arrivals', 'front page heading', 'shop-theme' ); ?></h2>
		<!-- /wp:heading -->

		<!-- wp:paragraph -->
		<p><a href="<?php echo esc_url( $shop_theme_shop ); ?>"><?php echo esc_html_x( 'View all products', 'front page link', 'shop-theme' ); ?> →</a></p>
		<!-- /wp:paragraph -->
	</div>
	<!-- /wp:group -->

	<!-- wp:woocommerce/product-collection {"queryId":12,"query":{"perPage":4,"pages":1,"offset":0,"postType":"product","order":"desc","orderBy":"date","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"featured":false,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","outofstock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[]},"tagName":"div","displayLayout":{"type":"flex","columns":4,"shrinkColumns":true},"dimensions":{"widthType":"fill"},"hideControls":["inherit"],"queryContextIncludes":["collection"],"forcePageReload":true} -->
	<div class="wp-block-woocommerce-product-collection">
		<?php require __DIR__ . '/product-card.php'; // Inlined: a nested pattern would render without the collection's query. ?>
	</div>
	<!-- /wp:woocommerce/product-collection -->
</div>
<!-- /wp:group -->
