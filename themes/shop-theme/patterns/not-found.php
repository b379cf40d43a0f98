<?php
/**
 * Title: Page not found
 * Slug: shop-theme/not-found
 * Inserter: no
 * Description: Content of the 404 page: a heading, a short explanation and the search form.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:heading {"level":1} -->
<h1 class="wp-block-heading"><?php echo esc_html_x( 'Page not found', '404 page heading', 'shop-theme' ); ?></h1>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><?php esc_html_e( 'The page you are looking for does not exist, or it has moved. Try a search:', 'shop-theme' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:pattern {"slug":"shop-theme/search-form"} /-->
