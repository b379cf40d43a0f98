<?php
/**
 * The catalogue's first row of pictures at the first paint.
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
 * WooCommerce's product image block prints every picture of a grid with `loading="lazy"`. A lazy picture is asked for
 * only once the page has been laid out, so on the shop the first card's picture, the page's largest paint, was
 * requested with the first paint and drawn 110 to 220 ms after it, once the deferred scripts run at that moment
 * (the filter's, the theme's, consent's, the Interactivity API's hydration) let the next frame through (issue 27:
 * the shop's LCP over bare swung between +64 and +76 ms). The catalogue's first row is what a visitor sees first on
 * every screen (three cards from 600 px, two below): those pictures are asked for while the HTML is read, the first
 * one with `fetchpriority="high"`, so they are painted with the page. The rest of the grid stays lazy.
 *
 * Only the catalogue (the collection that shows the page's own query: shop, categories, tags, attributes) counts;
 * the front page's and a product's grids are below their hero and gallery. A picture no longer lazy needs the width
 * it is drawn at (`sizes="auto"` is for lazy ones only), else the browser would take the 1024 px file for a card of
 * at most 287 px.
 */
final class CatalogueFirstRow implements Service {

	/** Pictures of the first row on the widest grid (three columns from 600 px). */
	public const FIRST_ROW = 3;

	/** How wide a card's picture is drawn (measured at 360 to 1920 px: at most 45 % of a phone, 30 %, 287 px). */
	public const SIZES = '(max-width: 599px) 45vw, (max-width: 781px) 30vw, 290px';

	/** Catalogue pictures printed so far in this request. */
	private int $printed = 0;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'render_block_woocommerce/product-image', [ $this, 'first_row' ], 10, 3 );
	}

	/**
	 * Makes the catalogue's first pictures eager, the first one fetched first.
	 *
	 * @param string|mixed       $content  The block's markup.
	 * @param array<mixed>|mixed $block    The parsed block.
	 * @param WP_Block|mixed     $instance The block's instance (its context says which grid it is in).
	 * @return string|mixed
	 */
	public function first_row( $content, $block = [], $instance = null ) {
		if ( ! is_string( $content ) || ! $instance instanceof WP_Block || ! self::in_catalogue( $instance->context ) ) {
			return $content;
		}
		if ( $this->printed >= self::FIRST_ROW ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag( 'img' ) ) {
			return $content;
		}
		++$this->printed;
		$tags->remove_attribute( 'loading' );
		$tags->set_attribute( 'sizes', self::SIZES );
		if ( 1 === $this->printed ) {
			$tags->set_attribute( 'fetchpriority', 'high' );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Whether a block's context is the catalogue's grid: a collection showing the page's own query.
	 *
	 * @param array<string, mixed> $context The block's context.
	 */
	public static function in_catalogue( array $context ): bool {
		$query = $context['query'] ?? null;
		return is_array( $query ) && ! empty( $query['inherit'] ) && ! empty( $query['isProductCollectionBlock'] );
	}
}
