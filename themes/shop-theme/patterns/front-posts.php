<?php
/**
 * Title: Front page journal
 * Slug: shop-theme/front-posts
 * Categories: query
 * Description: The three latest posts as cards with their featured image.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:group {"align":"wide","anchor":"shop-theme-journal","className":"shop-theme-section","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"default"}} -->
<div id="shop-theme-journal" class="wp-block-group alignwide shop-theme-section" style="margin-top:var(--wp--preset--spacing--60)">
	<!-- wp:heading -->
	<h2 class="wp-block-heading"><?php echo esc_html_x( 'From the journal', 'front page heading', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:query {"queryId":13,"query":{"perPage":3,"pages":1,"offset":0,"postType":"post","order":"desc","orderBy":"date","inherit":false,"sticky":"exclude"}} -->
	<div class="wp-block-query">
		<!-- wp:post-template {"className":"shop-theme-post-cards","layout":{"type":"grid","columnCount":3}} -->
			<!-- wp:post-featured-image {"isLink":true,"aspectRatio":"4/3"} /-->

			<!-- wp:post-date {"fontSize":"small"} /-->

			<!-- wp:post-title {"level":3,"isLink":true,"fontSize":"large"} /-->

			<!-- wp:post-excerpt {"excerptLength":20} /-->
		<!-- /wp:post-template -->
	</div>
	<!-- /wp:query -->
</div>
<!-- /wp:group -->
