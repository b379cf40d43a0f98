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
 * multiple select carries 'Select Some Options' as its description.
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
		return $html . '</select>';
	}
}
