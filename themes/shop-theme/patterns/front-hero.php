<?php
/**
 * Title: Front page hero
 * Slug: shop-theme/front-hero
 * Categories: banner
 * Description: The shop's welcome: a large heading, a short promise, links to the shop and the journal, and the newest featured product's image.
 *
 * @package ShopTheme
 */

defined( 'ABSPATH' ) || exit;

$shop_theme_shop = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' );
?>
<!-- wp:group {"align":"full","className":"shop-theme-hero","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"backgroundColor":"surface","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull shop-theme-hero has-surface-background-color has-background" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)">
	<!-- wp:columns {"verticalAlignment":"center","align":"wide","style":{"spacing":{"blockGap":{"left":"var:preset|spacing|60"}}}} -->
	<div class="wp-block-columns alignwide are-vertically-aligned-center">
		<!-- wp:column {"verticalAlignment":"center","width":"48%"} -->
		<div class="wp-block-column is-vertically-aligned-center" style="flex-basis:48%">
			<!-- wp:paragraph {"className":"shop-theme-eyebrow","textColor":"primary","fontSize":"small"} -->
			<p class="shop-theme-eyebrow has-primary-color has-text-color has-small-font-size"><?php echo esc_html_x( 'New season', 'hero eyebrow', 'shop-theme' ); ?></p>
			<!-- /wp:paragraph -->

			<!-- wp:heading {"level":1,"fontSize":"xxx-large"} -->
			<h1 class="wp-block-heading has-xxx-large-font-size"><?php echo esc_html_x( 'Everyday goods, made to last.', 'hero heading', 'shop-theme' ); ?></h1>
			<!-- /wp:heading -->

			<!-- wp:paragraph {"textColor":"muted","fontSize":"large"} -->
			<p class="has-muted-color has-text-color has-large-font-size"><?php echo esc_html_x( 'Carefully chosen clothing and accessories, delivered quickly and returned for free within 30 days.', 'hero text', 'shop-theme' ); ?></p>
			<!-- /wp:paragraph -->

			<!-- wp:buttons -->
			<div class="wp-block-buttons">
				<!-- wp:button -->
				<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( $shop_theme_shop ); ?>"><?php echo esc_html_x( 'Shop the collection', 'hero button', 'shop-theme' ); ?></a></div>
				<!-- /wp:button -->

				<!-- wp:button {"className":"shop-theme-outline-button"} -->
				<div class="wp-block-button shop-theme-outline-button"><a class="wp-block-button__link wp-element-button" href="#shop-theme-journal"><?php echo esc_html_x( 'Read the journal', 'hero button', 'shop-theme' ); ?></a></div>
				<!-- /wp:button -->
			</div>
			<!-- /wp:buttons -->
		</div>
		<!-- /wp:column -->

		<!-- wp:column {"verticalAlignment":"center","className":"shop-theme-hero-products"} -->
		<div class="wp-block-column is-vertically-aligned-center shop-theme-hero-products">
			<!-- wp:html -->
			<?php echo \ShopTheme\Shop\HeroProduct::markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built. ?>
			<!-- /wp:html -->
		</div>
		<!-- /wp:column -->
	</div>
	<!-- /wp:columns -->
</div>
<!-- /wp:group -->
