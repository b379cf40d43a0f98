<?php
/**
 * Which class renders which facet.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form\Facets;

use ShopFilter\Form\SortOptions;

defined( 'ABSPATH' ) || exit;

/**
 * A facet key and display type to the class that renders it.
 */
final class Registry {

	/**
	 * The renderer of a facet.
	 *
	 * @param string $key  Facet key.
	 * @param string $type Display type.
	 */
	public static function facet( string $key, string $type ): Facet {
		$per_page = array_map( 'strval', array_combine( SortOptions::PER_PAGE, SortOptions::PER_PAGE ) );
		return match ( $key ) {
			'price'    => new PriceFacet(),
			'rating'   => new RatingFacet(),
			'stock'    => new SingleCheckbox( 'stock', 'instock', __( 'In stock only', 'shop-filter' ) ),
			'on_sale'  => new SingleCheckbox( 'on_sale', '1', __( 'On sale only', 'shop-filter' ) ),
			'orderby'  => new ChoiceSelect( 'orderby', SortOptions::labels() ),
			'per_page' => new ChoiceSelect( 'per_page', $per_page ),
			'sku'      => new SkuSearch(),
			default    => match ( $type ) {
				'radio'                 => new RadioList(),
				'select', 'multiselect' => new SelectList(),
				'swatch'                => new SwatchList(),
				default                 => new CheckboxList(),
			},
		};
	}
}
