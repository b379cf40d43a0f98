<?php
/**
 * Title: Front page newsletter
 * Slug: shop-theme/front-newsletter
 * Categories: call-to-action
 * Description: An invitation to the newsletter with Shop Social Icons' sign-up form in its slot (class shop-theme-newsletter-slot). A band with no form in it is not drawn (inc/Front/NewsletterBand.php), so without a newsletter plugin the front page promises none.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

// Only a block the site has: an unregistered one would show the editor a "block not supported" box.
$shop_theme_form = WP_Block_Type_Registry::get_instance()->is_registered( 'shop-social-icons/newsletter' )
	? '<!-- wp:shop-social-icons/newsletter {"showHeading":false} /-->'
	: '';
?>
<!-- wp:group {"align":"wide","className":"shop-theme-newsletter","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"},"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60","left":"var:preset|spacing|50","right":"var:preset|spacing|50"}},"border":{"radius":"16px"}},"backgroundColor":"primary","textColor":"base","layout":{"type":"constrained","contentSize":"640px"}} -->
<div class="wp-block-group alignwide shop-theme-newsletter has-base-color has-primary-background-color has-text-color has-background" style="border-radius:16px;margin-top:var(--wp--preset--spacing--60);padding-top:var(--wp--preset--spacing--60);padding-right:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--60);padding-left:var(--wp--preset--spacing--50)">
	<!-- wp:heading {"textAlign":"center","textColor":"base"} -->
	<h2 class="wp-block-heading has-text-align-center has-base-color has-text-color"><?php echo esc_html_x( 'Be the first to know', 'newsletter heading', 'shop-theme' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:paragraph {"align":"center"} -->
	<p class="has-text-align-center"><?php echo esc_html_x( 'New arrivals, restocks and the occasional story from the workshop. No spam, unsubscribe at any time.', 'newsletter text', 'shop-theme' ); ?></p>
	<!-- /wp:paragraph -->

	<!-- wp:group {"className":"shop-theme-newsletter-slot","layout":{"type":"flex","justifyContent":"center"}} -->
	<div class="wp-block-group shop-theme-newsletter-slot">
	<?php echo $shop_theme_form; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant block markup. ?>
	</div>
	<!-- /wp:group -->
</div>
<!-- /wp:group -->
