<?php
/**
 * Colour swatches.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;
use ShopFilter\Form\TermRows;

defined( 'ABSPATH' ) || exit;

/**
 * Checkboxes drawn as colour dots: the colour is the term meta `color` (a hex or CSS colour name) or the slug;
 * the name stays in the label (visually hidden), so screen readers and voice control find "Red".
 */
final class SwatchList implements Facet {

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		$rows = TermRows::of( $input );
		if ( ! $rows ) {
			return '';
		}
		$html = '<ul class="shop-filter__swatches">';
		foreach ( $rows as $row ) {
			$html .= sprintf(
				'<li><label class="shop-filter__swatch" title="%1$s"><input type="checkbox"%2$s><span class="shop-filter__dot" style="--shop-filter-swatch:%3$s" aria-hidden="true"></span><span class="screen-reader-text">%4$s</span></label>%5$s</li>',
				esc_attr( $row['term']->name ),
				TermRows::input_attributes( $input, $row ),
				esc_attr( self::colour( $row['term'] ) ),
				esc_html( $row['term']->name ),
				$input->count_markup( $row['count'] )
			);
		}
		return $html . '</ul>';
	}

	/**
	 * A term's colour: meta `color` when it is a hex or a word, else the slug when it is a word.
	 *
	 * @param \WP_Term $term The term.
	 */
	public static function colour( \WP_Term $term ): string {
		$meta = get_term_meta( $term->term_id, 'color', true );
		foreach ( [ is_string( $meta ) ? trim( $meta ) : '', $term->slug ] as $candidate ) {
			if ( preg_match( '/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i', $candidate ) ) {
				return $candidate;
			}
		}
		return 'transparent';
	}
}
