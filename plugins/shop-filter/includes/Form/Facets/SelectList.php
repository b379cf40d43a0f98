<?php
/**
 * Terms in a dropdown or a multiple select.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;
use ShopFilter\Form\TermRows;

defined( 'ABSPATH' ) || exit;

/**
 * A native `<select>`, labelled by the facet's name; the empty option reads 'Select an Option' (spec 9), a
 * multiple select carries 'Select Some Options' as its description and placeholder of a search box that narrows its
 * options (shown once the core runs; option-search.ts), which says 'No results match' when none does.
 */
final class SelectList implements Facet {

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
		$multiple = 'multiselect' === $input->type;
		$html     = sprintf(
			'<select class="shop-filter__select" name="%s" aria-label="%s"%s>',
			esc_attr( TermRows::name( $input ) ),
			esc_attr( FacetLabels::label( $input->key ) ),
			$multiple ? ' multiple size="' . min( 6, count( $rows ) ) . '" title="' . esc_attr__( 'Select Some Options', 'shop-filter' ) . '"' : ''
		);
		if ( ! $multiple ) {
			$html .= '<option value="">' . esc_html__( 'Select an Option', 'shop-filter' ) . '</option>';
		}
		foreach ( $rows as $row ) {
			$count = null === $row['count'] || ! $input->config->setting( 'show_counts' ) ? '' : ' (' . number_format_i18n( $row['count'] ) . ')';
			$html .= sprintf(
				'<option value="%s" data-term-id="%d"%s%s>%s</option>',
				esc_attr( $row['term']->slug ),
				(int) $row['term']->term_id,
				$row['checked'] ? ' selected' : '',
				$row['disabled'] ? ' disabled' : '',
				esc_html( $row['term']->name . $count )
			);
		}
		$html .= '</select>';
		return $multiple ? $this->with_search( $html, FacetLabels::label( $input->key ) ) : $html;
	}

	/** The multiple select with its search box and the status that says when nothing matches. */
	private function with_search( string $select, string $label ): string {
		return sprintf(
			'<div class="shop-filter__multi"><input type="search" class="shop-filter__option-search" aria-label="%s" placeholder="%s" autocomplete="off">%s<span class="shop-filter__no-match" role="status" data-message="%s"></span></div>',
			/* translators: %s: a filter's name, such as Color. */
			esc_attr( sprintf( __( 'Search %s', 'shop-filter' ), $label ) ),
			esc_attr__( 'Select Some Options', 'shop-filter' ),
			$select,
			esc_attr__( 'No results match', 'shop-filter' )
		);
	}
}
