<?php
/**
 * The product gallery's first image at the first paint.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's classic gallery (`single-product/product-image.php`, drawn by the `woocommerce/product-image-gallery`
 * block) is printed with `style="opacity: 0"` and shown by its script once the slider has started, after jQuery,
 * flexslider, zoom, PhotoSwipe and the single-product script ran: the product page's largest paint waited for all of
 * them (LCP 1,384 ms against 764 ms on bare WooCommerce). The gallery is drawn at once instead: its first image,
 * asked for with `fetchpriority="high"` and with its width and height, is painted with the page, and the scripts
 * enhance it where it stands (the stylesheet draws the other pictures where the slider's thumbnails will be, so
 * nothing moves when it starts). WooCommerce does the same for visitors without JavaScript (a `<noscript>` rule).
 */
final class GalleryFirstPaint implements Service {

	/** How wide the main picture is drawn: the screen on a phone, its column on a wider one. */
	public const SIZES = '(max-width: 781px) 100vw, (max-width: 1344px) 53vw, 704px';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/product-image-gallery', [ $this, 'show_gallery' ] );
		add_filter( 'woocommerce_gallery_image_html_attachment_image_params', [ $this, 'main_image_first' ], 10, 4 );
	}

	/**
	 * Takes the gallery's hiding inline style (opacity 0 and its fade) away.
	 *
	 * @param string|mixed $content The block's markup.
	 * @return string|mixed
	 */
	public function show_gallery( $content ) {
		if ( ! is_string( $content ) ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag( [ 'class_name' => 'woocommerce-product-gallery' ] ) ) {
			return $content;
		}
		$style = $tags->get_attribute( 'style' );
		if ( is_string( $style ) ) {
			$kept = self::without_opacity( $style );
			'' === $kept ? $tags->remove_attribute( 'style' ) : $tags->set_attribute( 'style', $kept );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The main image is fetched first and never lazily: it is the product page's largest paint.
	 *
	 * @param array<string, mixed>|mixed $params        Attributes of the image.
	 * @param int|mixed                  $attachment_id The image's attachment.
	 * @param string|int[]|mixed         $image_size    Its size.
	 * @param bool|mixed                 $main_image    Whether it is the product's main image.
	 * @return array<string, mixed>|mixed
	 */
	public function main_image_first( $params, $attachment_id = 0, $image_size = '', $main_image = false ) {
		if ( ! is_array( $params ) || true !== $main_image ) {
			return $params;
		}
		$params['fetchpriority'] = 'high';
		$params['loading']       = false;
		// The width it is drawn at (the gallery fills its column: 53 % of the page, at most 704 px), not the 600 px
		// WordPress assumes for WooCommerce's single size: a sharp picture, and no larger file than it needs.
		$params['sizes'] = self::SIZES;
		return $params;
	}

	/**
	 * A style attribute without its opacity and transition declarations.
	 *
	 * @param string $style The attribute's value.
	 */
	public static function without_opacity( string $style ): string {
		$kept = array_filter(
			array_map( 'trim', explode( ';', $style ) ),
			static fn( string $declaration ): bool => '' !== $declaration && ! preg_match( '/^(opacity|transition)\s*:/i', $declaration )
		);
		return implode( '; ', $kept ) . ( $kept ? ';' : '' );
	}
}
