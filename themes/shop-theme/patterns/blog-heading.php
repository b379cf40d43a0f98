<?php
/**
 * Title: Blog heading
 * Slug: shop-theme/blog-heading
 * Inserter: no
 * Description: Heading of the blog's home page.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:heading {"level":1} -->
<h1 class="wp-block-heading"><?php esc_html_e( 'Latest posts', 'shop-theme' ); ?></h1>
<!-- /wp:heading -->
