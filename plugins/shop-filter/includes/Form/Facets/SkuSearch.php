<?php
/**
 * SKU search.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;

defined( 'ABSPATH' ) || exit;

/**
 * A search box named `sku`, at most 64 characters (DESIGN.md).
 */
final class SkuSearch implements Facet {

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string {
		return sprintf(
			'<input type="search" class="shop-filter__sku" name="sku" maxlength="64" value="%s" aria-label="%s">',
			esc_attr( $input->selection->sku ),
			esc_attr__( 'Search by SKU', 'shop-filter' )
		);
	}
}
