<?php
/**
 * Title: Side bar
 * Slug: shop-theme/side-bar
 * Inserter: no
 * Description: The side bar of narrow screens: its opener, the panel with search and navigation, and the overlay behind it. Used by the side-bar template part; the storefront core opens and closes it.
 *
 * @package ShopTheme
 */

?>
<!-- wp:html -->
<button type="button" class="shop-theme-sidebar-opener" aria-controls="shop-theme-side-bar" aria-expanded="false" aria-label="<?php esc_attr_e( 'Open the side bar', 'shop-theme' ); ?>"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z" fill="currentColor"/></svg></button>
<div class="shop-theme-side-bar-overlay"></div>
<!-- /wp:html -->

<!-- wp:group {"tagName":"aside","anchor":"shop-theme-side-bar","ariaLabel":"<?php echo esc_attr__( 'Side bar', 'shop-theme' ); ?>","className":"shop-theme-side-bar","layout":{"type":"default"}} -->
<aside id="shop-theme-side-bar" aria-label="<?php echo esc_attr__( 'Side bar', 'shop-theme' ); ?>" class="wp-block-group shop-theme-side-bar">
	<!-- wp:html -->
	<button type="button" class="shop-theme-side-bar__closer" aria-label="<?php esc_attr_e( 'Close the side bar', 'shop-theme' ); ?>"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor"/></svg></button>
	<!-- /wp:html -->

	<!-- wp:search {"label":"<?php echo esc_attr_x( 'Search', 'search form label', 'shop-theme' ); ?>","showLabel":false,"buttonText":"<?php echo esc_attr_x( 'Search', 'search button text', 'shop-theme' ); ?>"} /-->

	<!-- wp:navigation {"overlayMenu":"never","layout":{"type":"flex","orientation":"vertical"}} /-->
</aside>
<!-- /wp:group -->
