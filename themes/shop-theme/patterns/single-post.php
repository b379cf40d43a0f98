<?php
/**
 * Title: Single post
 * Slug: shop-theme/single-post
 * Inserter: no
 * Description: A post: title, date and categories, featured image, content, tags, links to the neighbouring posts and the comments.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"article","className":"shop-theme-post","layout":{"type":"default"}} -->
<article class="wp-block-group shop-theme-post">
	<!-- wp:post-terms {"term":"category","className":"shop-theme-eyebrow","fontSize":"small"} /-->

	<!-- wp:post-title {"level":1} /-->

	<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"textColor":"muted","fontSize":"small","layout":{"type":"flex","flexWrap":"wrap"}} -->
	<div class="wp-block-group has-muted-color has-text-color has-small-font-size">
		<!-- wp:post-author-name /-->

		<!-- wp:post-date /-->
	</div>
	<!-- /wp:group -->

	<!-- wp:post-featured-image {"aspectRatio":"16/9"} /-->

	<!-- wp:post-content /-->

	<!-- wp:post-terms {"term":"post_tag","className":"shop-theme-tags"} /-->

	<!-- wp:pattern {"slug":"shop-theme/post-navigation"} /-->

	<!-- wp:pattern {"slug":"shop-theme/comments"} /-->
</article>
<!-- /wp:group -->
