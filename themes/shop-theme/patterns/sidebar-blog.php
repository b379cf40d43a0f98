<?php
/**
 * Title: Blog sidebar
 * Slug: shop-theme/sidebar-blog
 * Inserter: no
 * Description: Beside posts: search, recent posts and categories.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"aside","anchor":"shop-theme-blog-sidebar","className":"shop-theme-sidebar","ariaLabel":"<?php echo esc_attr_x( 'Blog sidebar', 'landmark label', 'shop-theme' ); ?>","style":{"spacing":{"blockGap":"var:preset|spacing|50"}},"layout":{"type":"default"}} -->
<aside id="shop-theme-blog-sidebar" class="wp-block-group shop-theme-sidebar" aria-label="<?php echo esc_attr_x( 'Blog sidebar', 'landmark label', 'shop-theme' ); ?>">
	<!-- wp:pattern {"slug":"shop-theme/search-form"} /-->

	<!-- wp:group {"className":"shop-theme-widget","layout":{"type":"default"}} -->
	<div class="wp-block-group shop-theme-widget">
		<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
		<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Recent posts', 'sidebar heading', 'shop-theme' ); ?></h2>
		<!-- /wp:heading -->

		<!-- wp:latest-posts {"postsToShow":4,"displayPostDate":true,"className":"is-style-plain"} /-->
	</div>
	<!-- /wp:group -->

	<!-- wp:group {"className":"shop-theme-widget","layout":{"type":"default"}} -->
	<div class="wp-block-group shop-theme-widget">
		<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
		<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Categories', 'sidebar heading', 'shop-theme' ); ?></h2>
		<!-- /wp:heading -->

		<!-- wp:categories {"showPostCounts":true,"className":"is-style-plain"} /-->
	</div>
	<!-- /wp:group -->
</aside>
<!-- /wp:group -->
