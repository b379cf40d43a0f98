<?php
/**
 * Terms as radio buttons with a reset link.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;
use ShopFilter\Form\TermRows;

defined( 'ABSPATH' ) || exit;

/**
 * One term of the taxonomy; the reset link (a link to the listing without it, so it works without JavaScript)
 * shows while one is chosen.
 */
final class RadioList implements Facet {

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
		$html = '<ul class="shop-filter__list">';
		foreach ( $rows as $row ) {
			$html .= '<li><label><input type="radio"' . TermRows::input_attributes( $input, $row ) . '> '
				. esc_html( $row['term']->name ) . '</label>' . $input->count_markup( $row['count'] ) . '</li>';
		}
		$html .= '</ul>';
		if ( $input->selection->slugs_of( $input->key ) ) {
			$html .= sprintf(
				'<a class="shop-filter__radio-reset" href="%s" data-reset="%s">%s</a>',
				esc_url( $input->link_with( $input->key, null ) ),
				esc_attr( $input->key ),
				esc_html__( 'Reset', 'shop-filter' )
			);
		}
		return $html;
	}
}
