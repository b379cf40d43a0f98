<?php
/**
 * Title: Search form
 * Slug: shop-theme/search-form
 * Inserter: no
 * Description: Site search with a visible label and button.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

?>
<!-- wp:search {"label":"<?php echo esc_attr_x( 'Search', 'search form label', 'shop-theme' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search form button', 'shop-theme' ); ?>"} /-->
