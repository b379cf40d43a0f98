<?php
/**
 * Title: Post navigation
 * Slug: shop-theme/post-navigation
 * Categories: text
 * Block Types: core/post-navigation-link
 * Inserter: no
 * Description: Links to the previous and the next post.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"nav","ariaLabel":"<?php echo esc_attr_x( 'Posts', 'post navigation label', 'shop-theme' ); ?>","layout":{"type":"flex","justifyContent":"space-between"}} -->
<nav class="wp-block-group" aria-label="<?php echo esc_attr_x( 'Posts', 'post navigation label', 'shop-theme' ); ?>">
	<!-- wp:post-navigation-link {"type":"previous","showTitle":true,"arrow":"arrow"} /-->

	<!-- wp:post-navigation-link {"showTitle":true,"arrow":"arrow"} /-->
</nav>
<!-- /wp:group -->
