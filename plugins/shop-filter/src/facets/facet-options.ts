/**
 * The facets a form can show and the display types each kind offers: the block's sidebar and the settings
 * screen's "Default filters" list the same ones (the server's rule: includes/Settings/DefaultFilters.php).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** A facet that can be chosen. */
export interface FacetOption {
	key: string;
	label: string;
}

/** A display type. */
export interface TypeOption {
	value: string;
	label: string;
}

/** Every shop's facets; the attributes (`pa_*`) come from the site. */
export const fixedFacets = (): FacetOption[] => [
	{ key: 'product_cat', label: __( 'Categories', 'shop-filter' ) },
	{ key: 'product_tag', label: __( 'Tags', 'shop-filter' ) },
	{ key: 'price', label: __( 'Price', 'shop-filter' ) },
	{ key: 'rating', label: __( 'Rating', 'shop-filter' ) },
	{ key: 'stock', label: __( 'In stock only', 'shop-filter' ) },
	{ key: 'on_sale', label: __( 'On sale', 'shop-filter' ) },
	{ key: 'orderby', label: __( 'Sort order', 'shop-filter' ) },
	{ key: 'per_page', label: __( 'Products per page', 'shop-filter' ) },
	{ key: 'sku', label: __( 'SKU search', 'shop-filter' ) },
];

const termTypes = (): TypeOption[] => [
	{ value: 'checkbox', label: __( 'Checkboxes', 'shop-filter' ) },
	{ value: 'radio', label: __( 'Radio buttons', 'shop-filter' ) },
	{ value: 'select', label: __( 'Dropdown', 'shop-filter' ) },
	{ value: 'multiselect', label: __( 'Multiple select', 'shop-filter' ) },
	{ value: 'swatch', label: __( 'Colour swatches', 'shop-filter' ) },
];

const priceTypes = (): TypeOption[] => [
	{ value: 'slider', label: __( 'Slider', 'shop-filter' ) },
	{ value: 'text', label: __( 'Number boxes', 'shop-filter' ) },
	{
		value: 'ranges-select',
		label: __( 'Ranges in a dropdown', 'shop-filter' ),
	},
	{
		value: 'ranges-radio',
		label: __( 'Ranges as radio buttons', 'shop-filter' ),
	},
];

/**
 * @param key Facet key.
 * @return The display types of the facet's kind; none for facets of one look (rating, stock...).
 */
export function typeOptions( key: string ): TypeOption[] {
	if ( key === 'price' ) {
		return priceTypes();
	}
	return key.startsWith( 'pa_' ) || key.startsWith( 'product_' )
		? termTypes()
		: [];
}

/**
 * @param key Facet key.
 * @return The type a facet has until one is chosen (the form's own default); undefined for facets of one look.
 */
export function defaultType( key: string ): string | undefined {
	return typeOptions( key )[ 0 ]?.value;
}
