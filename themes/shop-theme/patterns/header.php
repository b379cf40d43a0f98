<?php
/**
 * Title: Header
 * Slug: shop-theme/header
 * Inserter: no
 * Description: Site header: the side-bar opener (phones), logo and title, the main navigation with its dropdowns, the site search (products and posts), account and mini-cart.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"align":"full","className":"shop-theme-header","style":{"spacing":{"padding":{"top":"var:preset|spacing|20","bottom":"var:preset|spacing|20"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull shop-theme-header has-base-background-color has-background" style="padding-top:var(--wp--preset--spacing--20);padding-bottom:var(--wp--preset--spacing--20)">
	<!-- wp:group {"align":"wide","className":"shop-theme-header-row","style":{"spacing":{"blockGap":"var:preset|spacing|30"}},"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->
	<div class="wp-block-group alignwide shop-theme-header-row">
		<!-- wp:group {"className":"shop-theme-brand","style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"flex","flexWrap":"nowrap"}} -->
		<div class="wp-block-group shop-theme-brand">
			<!-- wp:html -->
			<button type="button" class="shop-theme-sidebar-opener" aria-controls="shop-theme-side-bar" aria-expanded="false"><svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24"><path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg><span><?php echo esc_html_x( 'Menu', 'side bar opener', 'shop-theme' ); ?></span></button>
			<!-- /wp:html -->

			<!-- wp:site-logo {"width":36} /-->

			<!-- wp:site-title {"level":0} /-->
		</div>
		<!-- /wp:group -->

		<!-- wp:navigation {"overlayMenu":"never","className":"shop-theme-header-nav","layout":{"type":"flex","justifyContent":"center"}} /-->

		<!-- wp:group {"className":"shop-theme-header-tools","style":{"spacing":{"blockGap":"var:preset|spacing|10"}},"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"right"}} -->
		<div class="wp-block-group shop-theme-header-tools">
			<!-- wp:search {"label":"<?php echo esc_attr_x( 'Search the shop', 'header search label', 'shop-theme' ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr_x( 'Search the shop…', 'header search placeholder', 'shop-theme' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search form button', 'shop-theme' ); ?>","buttonPosition":"button-inside","buttonUseIcon":true,"className":"shop-theme-header-search"} /-->

			<!-- wp:woocommerce/customer-account {"displayStyle":"icon_only","iconStyle":"line","iconClass":"wc-block-customer-account__account-icon"} /-->

			<!-- wp:woocommerce/mini-cart {"hasHiddenPrice":true} /-->
		</div>
		<!-- /wp:group -->
	</div>
	<!-- /wp:group -->
</div>
<!-- /wp:group -->
