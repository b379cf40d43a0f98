<?php
/**
 * Title: Blog layout
 * Slug: shop-theme/blog-layout
 * Inserter: no
 * Description: The blog's pages with the blog sidebar: a post (single), or a list of posts under the blog heading, or the archive's title and description (the search has its own layout, search-results).
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"tagName":"main","anchor":"main","style":{"spacing":{"margin":{"top":"var:preset|spacing|40"}}},"layout":{"type":"constrained"}} -->
<main class="wp-block-group" id="main" style="margin-top:var(--wp--preset--spacing--40)">
<!-- wp:columns {"align":"wide","className":"shop-theme-with-sidebar","style":{"spacing":{"blockGap":{"left":"var:preset|spacing|60"}}}} -->
<div class="wp-block-columns alignwide shop-theme-with-sidebar">
	<!-- wp:column {"width":"72%","className":"shop-theme-content-column"} -->
	<div class="wp-block-column shop-theme-content-column" style="flex-basis:72%">
		<?php if ( is_singular() ) : ?>
		<!-- wp:pattern {"slug":"shop-theme/single-post"} /-->
		<?php else : ?>
			<?php if ( is_archive() ) : ?>
		<!-- wp:query-title {"type":"archive"} /-->

		<!-- wp:term-description /-->
			<?php else : ?>
		<!-- wp:pattern {"slug":"shop-theme/blog-heading"} /-->
			<?php endif; ?>

		<!-- wp:pattern {"slug":"shop-theme/post-list"} /-->
		<?php endif; ?>
	</div>
	<!-- /wp:column -->

	<!-- wp:column {"width":"28%","className":"shop-theme-sticky shop-theme-blog-sidebar"} -->
	<div class="wp-block-column shop-theme-sticky shop-theme-blog-sidebar" style="flex-basis:28%">
		<!-- wp:template-part {"slug":"sidebar-blog","tagName":"div","area":"uncategorized"} /-->
	</div>
	<!-- /wp:column -->
</div>
<!-- /wp:columns -->
</main>
<!-- /wp:group -->
