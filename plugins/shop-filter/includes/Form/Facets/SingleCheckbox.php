<?php
/**
 * A filter with one checkbox: in stock only, on sale.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;

defined( 'ABSPATH' ) || exit;

/**
 * `stock=instock` or `on_sale=1`; the count is the engine's for that facet's value 1.
 */
final class SingleCheckbox implements Facet {

	/**
	 * Constructor.
	 *
	 * @param string $param Parameter.
	 * @param string $value Its value when checked.
	 * @param string $label Visible label.
	 */
	public function __construct(
		private string $param,
		private string $value,
		private string $label
	) {}

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		$checked = 'stock' === $this->param ? $input->selection->in_stock : $input->selection->on_sale;
		return sprintf(
			'<label><input type="checkbox" name="%s" value="%s"%s> %s</label>%s',
			esc_attr( $this->param ),
			esc_attr( $this->value ),
			$checked ? ' checked' : '',
			esc_html( $this->label ),
			$input->count_markup( $input->facts->count( $input->key, 1 ) )
		);
	}
}
