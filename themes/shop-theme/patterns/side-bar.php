<?php
/**
 * Title: Side bar
 * Slug: shop-theme/side-bar
 * Inserter: no
 * Description: The side bar of narrow screens: the overlay and the panel (closer, then the side bar's content), opened by the header's opener. Used by the side-bar template part; the storefront core opens and closes it.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:html -->
<div class="shop-theme-side-bar-overlay"></div>
<!-- /wp:html -->

<!-- wp:group {"tagName":"aside","anchor":"shop-theme-side-bar","ariaLabel":"<?php echo esc_attr__( 'Side bar', 'shop-theme' ); ?>","className":"shop-theme-side-bar","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40","left":"var:preset|spacing|40","right":"var:preset|spacing|40"},"blockGap":"var:preset|spacing|40"}},"backgroundColor":"base","layout":{"type":"default"}} -->
<aside id="shop-theme-side-bar" aria-label="<?php echo esc_attr__( 'Side bar', 'shop-theme' ); ?>" class="wp-block-group shop-theme-side-bar has-base-background-color has-background" style="padding-top:var(--wp--preset--spacing--40);padding-right:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40);padding-left:var(--wp--preset--spacing--40)">
	<!-- wp:html -->
	<button type="button" class="shop-theme-side-bar__closer" aria-label="<?php esc_attr_e( 'Close the side bar', 'shop-theme' ); ?>"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor"/></svg></button>
	<!-- /wp:html -->

	<!-- wp:pattern {"slug":"shop-theme/side-bar-content"} /-->
</aside>
<!-- /wp:group -->
