<?php
/**
 * The picture files a product card offers the browser.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Kit\Service;
use WP_Block;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * A card's picture is drawn at most about 290 CSS px wide (CatalogueFirstRow::SIZES: 45vw below 600 px), so a screen
 * of up to three device pixels per CSS pixel needs a file of 300 to 768 px; WordPress offers every size the upload
 * has (100, 150, 300, 600, 768, 1024, 1200 px here), which no card uses. Each card's `srcset` keeps the files in that
 * range, about a fifth of the front page's HTML over bare WooCommerce's 8 kB budget (issue 27). A picture without
 * a file in the range keeps all of them.
 */
final class CardImageSources implements Service {

	/** The narrowest and widest files a card can use, in px. */
	public const NARROWEST = 300;
	public const WIDEST    = 768;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/product-image', [ $this, 'trim' ], 10, 3 );
	}

	/**
	 * The card's picture with the files in range, for a product image inside a product grid (a query's loop).
	 *
	 * @param string|mixed          $content  The block's markup.
	 * @param array<string, mixed>  $block    The parsed block.
	 * @param WP_Block|null|mixed   $instance The block.
	 * @return string|mixed
	 */
	public function trim( $content, $block = [], $instance = null ) {
		if ( ! is_string( $content ) || ! $instance instanceof WP_Block || ! is_array( $instance->context['query'] ?? null ) ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag( 'img' ) ) {
			return $content;
		}
		$srcset = $tags->get_attribute( 'srcset' );
		$kept   = is_string( $srcset ) ? self::in_range( $srcset ) : '';
		if ( '' === $kept ) {
			return $content;
		}
		$tags->set_attribute( 'srcset', $kept );
		return $tags->get_updated_html();
	}

	/**
	 * The candidates of a `srcset` whose width is in range, '' when none is (or one has no width).
	 *
	 * @param string $srcset The attribute.
	 */
	public static function in_range( string $srcset ): string {
		$kept = [];
		foreach ( array_filter( array_map( 'trim', explode( ',', $srcset ) ) ) as $candidate ) {
			if ( ! preg_match( '/\s(\d+)w$/', $candidate, $width ) ) {
				return '';
			}
			if ( (int) $width[1] >= self::NARROWEST && (int) $width[1] <= self::WIDEST ) {
				$kept[] = $candidate;
			}
		}
		return implode( ', ', $kept );
	}
}
