<?php
/**
 * Finds the product-collection block of the theme's product archive template.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Listing;

use WP_Block_Patterns_Registry;

defined( 'ABSPATH' ) || exit;

/**
 * Looks through the archive-product template (as edited in the site editor, else the theme's file) and the patterns
 * it includes, since themes usually place the listing in a pattern.
 */
final class TemplateBlock {

	private const BLOCK = 'woocommerce/product-collection';

	/**
	 * The parsed block, or null when the template has none (a classic theme).
	 *
	 * @return array<string, mixed>|null
	 */
	public function product_collection(): ?array {
		$template = get_block_template( get_stylesheet() . '//archive-product' );
		if ( null === $template || '' === (string) $template->content ) {
			return null;
		}
		return $this->find( parse_blocks( (string) $template->content ), 0 );
	}

	/**
	 * Depth-first search, resolving pattern blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param int                              $depth  Patterns resolved so far (guards against a pattern including itself).
	 * @return array<string, mixed>|null
	 */
	private function find( array $blocks, int $depth ): ?array {
		foreach ( $blocks as $block ) {
			if ( self::BLOCK === ( $block['blockName'] ?? null ) ) {
				return $block;
			}
			$inner  = (array) ( $block['innerBlocks'] ?? [] );
			$within = $depth;
			if ( 'core/pattern' === ( $block['blockName'] ?? null ) && $depth < 5 ) {
				$pattern = WP_Block_Patterns_Registry::get_instance()->get_registered( (string) ( $block['attrs']['slug'] ?? '' ) );
				$inner   = is_array( $pattern ) ? parse_blocks( (string) ( $pattern['content'] ?? '' ) ) : [];
				$within  = $depth + 1;
			}
			$found = $this->find( $inner, $within );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}
}
