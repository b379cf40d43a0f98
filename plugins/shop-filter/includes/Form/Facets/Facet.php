<?php
/**
 * One filter of the form.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\FacetInput;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the body of a facet's fieldset (FormRenderer adds the fieldset and its legend), escaped, or '' when
 * there is nothing to choose (spec 5: empty lists are removed from the form).
 */
interface Facet {

	/**
	 * The facet's controls.
	 *
	 * @param FacetInput $input What to render.
	 */
	public function render( FacetInput $input ): string;
}
