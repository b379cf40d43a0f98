<?php
/**
 * Title: Footer
 * Slug: shop-theme/footer
 * Inserter: no
 * Description: Site footer: the shop's name and tagline, shop links, a link to the journal (the front page's latest posts) and the copyright line.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

$shop_theme_shop    = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' );
$shop_theme_cart    = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : '';
$shop_theme_account = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'myaccount' ) : '';
?>
<!-- wp:group {"align":"full","className":"shop-theme-footer","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|40"},"margin":{"top":"var:preset|spacing|60"}},"elements":{"link":{"color":{"text":"var:preset|color|base"}}}},"backgroundColor":"contrast","textColor":"base","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull shop-theme-footer has-base-color has-contrast-background-color has-text-color has-background has-link-color" style="margin-top:var(--wp--preset--spacing--60);padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--40)">
	<!-- wp:columns {"align":"wide","style":{"spacing":{"blockGap":{"top":"var:preset|spacing|50","left":"var:preset|spacing|50"}}}} -->
	<div class="wp-block-columns alignwide">
		<!-- wp:column {"width":"40%"} -->
		<div class="wp-block-column" style="flex-basis:40%">
			<!-- wp:site-title {"level":0} /-->

			<!-- wp:site-tagline {"fontSize":"small"} /-->
		</div>
		<!-- /wp:column -->

		<!-- wp:column -->
		<div class="wp-block-column">
			<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
			<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Shop', 'footer heading', 'shop-theme' ); ?></h2>
			<!-- /wp:heading -->

			<!-- wp:list {"className":"is-style-plain","fontSize":"small"} -->
			<ul class="wp-block-list is-style-plain has-small-font-size">
				<!-- wp:list-item -->
				<li><a href="<?php echo esc_url( $shop_theme_shop ); ?>"><?php echo esc_html_x( 'All products', 'footer link', 'shop-theme' ); ?></a></li>
				<!-- /wp:list-item -->
				<?php if ( $shop_theme_cart ) : ?>
				<!-- wp:list-item -->
				<li><a href="<?php echo esc_url( $shop_theme_cart ); ?>"><?php echo esc_html_x( 'Cart', 'footer link', 'shop-theme' ); ?></a></li>
				<!-- /wp:list-item -->
				<?php endif; ?>
				<?php if ( $shop_theme_account ) : ?>
				<!-- wp:list-item -->
				<li><a href="<?php echo esc_url( $shop_theme_account ); ?>"><?php echo esc_html_x( 'My account', 'footer link', 'shop-theme' ); ?></a></li>
				<!-- /wp:list-item -->
				<?php endif; ?>
			</ul>
			<!-- /wp:list -->
		</div>
		<!-- /wp:column -->

		<!-- wp:column -->
		<div class="wp-block-column">
			<!-- wp:heading {"level":2,"fontSize":"small","className":"shop-theme-eyebrow"} -->
			<h2 class="wp-block-heading shop-theme-eyebrow has-small-font-size"><?php echo esc_html_x( 'Journal', 'footer heading', 'shop-theme' ); ?></h2>
			<!-- /wp:heading -->

			<!-- wp:paragraph {"fontSize":"small"} -->
			<p class="has-small-font-size"><a href="<?php echo esc_url( home_url( '/#shop-theme-journal' ) ); ?>"><?php echo esc_html_x( 'Read the journal', 'footer link', 'shop-theme' ); ?> →</a></p>
			<!-- /wp:paragraph -->
		</div>
		<!-- /wp:column -->
	</div>
	<!-- /wp:columns -->

	<!-- wp:separator {"align":"wide","className":"is-style-wide","style":{"color":{"background":"#ffffff26"}}} -->
	<hr class="wp-block-separator alignwide has-text-color has-alpha-channel-opacity has-background is-style-wide" style="background-color:#ffffff26;color:#ffffff26"/>
	<!-- /wp:separator -->

	<!-- wp:paragraph {"align":"wide","fontSize":"small"} -->
	<p class="alignwide has-small-font-size">
	<?php
	/* translators: %s: the site's name. */
	echo esc_html( sprintf( _x( '© %s. Powered by WordPress and WooCommerce.', 'footer copyright', 'shop-theme' ), get_bloginfo( 'name' ) ) );
	?>
	</p>
	<!-- /wp:paragraph -->
</div>
<!-- /wp:group -->
