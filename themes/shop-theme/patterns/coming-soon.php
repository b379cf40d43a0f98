<?php
/**
 * Title: Coming soon
 * Slug: shop-theme/coming-soon
 * Inserter: no
 * Description: What visitors see while the store is in WooCommerce's coming-soon mode: the shop's name, a short message and the time to come back.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:woocommerce/coming-soon {"className":"shop-theme-coming-soon"} -->
<div class="wp-block-woocommerce-coming-soon shop-theme-coming-soon">
	<!-- wp:group {"tagName":"main","anchor":"main","align":"full","style":{"dimensions":{"minHeight":"100vh"},"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"backgroundColor":"surface","layout":{"type":"flex","orientation":"vertical","justifyContent":"center","verticalAlignment":"center"}} -->
	<main id="main" class="wp-block-group alignfull has-surface-background-color has-background" style="min-height:100vh;padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)">
		<!-- wp:site-title {"level":0,"textAlign":"center"} /-->

		<!-- wp:heading {"textAlign":"center","level":1,"fontSize":"xxx-large"} -->
		<h1 class="wp-block-heading has-text-align-center has-xxx-large-font-size"><?php echo esc_html_x( 'Something new is on its way', 'coming soon heading', 'shop-theme' ); ?></h1>
		<!-- /wp:heading -->

		<!-- wp:paragraph {"align":"center","textColor":"muted","fontSize":"large"} -->
		<p class="has-text-align-center has-muted-color has-text-color has-large-font-size"><?php echo esc_html_x( 'Our store is getting ready. Please come back soon.', 'coming soon text', 'shop-theme' ); ?></p>
		<!-- /wp:paragraph -->
	</main>
	<!-- /wp:group -->
</div>
<!-- /wp:woocommerce/coming-soon -->
