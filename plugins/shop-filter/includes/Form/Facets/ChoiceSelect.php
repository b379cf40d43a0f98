<?php
/**
 * A filter chosen from a fixed list: sort order, products per page.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;

defined( 'ABSPATH' ) || exit;

/**
 * A `<select>` named after the parameter, its empty option meaning "the shop's default".
 */
final class ChoiceSelect implements Facet {

	/**
	 * Constructor.
	 *
	 * @param string                $param   Parameter (`orderby`, `per_page`).
	 * @param array<string, string> $options Label by value.
	 */
	public function __construct(
		private string $param,
		private array $options
	) {}

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		$current = (string) ( $input->selection->to_params()[ $this->param ] ?? '' );
		$html    = sprintf( '<select class="shop-filter__select" name="%s" aria-label="%s"><option value="">%s</option>', esc_attr( $this->param ), esc_attr( FacetLabels::label( $this->param ) ), esc_html__( 'Select an Option', 'shop-filter' ) );
		foreach ( $this->options as $value => $label ) {
			$html .= sprintf( '<option value="%s"%s>%s</option>', esc_attr( (string) $value ), selected( $current, (string) $value, false ), esc_html( $label ) );
		}
		return $html . '</select>';
	}
}
