/**
 * The form's fields the filter reads: taxonomies, single values and the price (spec 5).
 */

/** Fields of one value each. */
export const SINGLE_FIELDS = [
	'min_rating',
	'stock',
	'on_sale',
	'orderby',
	'per_page',
	'sku',
];

/** The price's fields: read together as one filter. */
export const PRICE_FIELDS = [ 'min_price', 'max_price', 'price_range' ];

/**
 * Whether a field name is a taxonomy the filter reads.
 *
 * @param name Field name without `[]`.
 */
export const isTaxonomy = ( name: string ) =>
	name === 'product_cat' ||
	name === 'product_tag' ||
	/^pa_[a-z0-9_-]+$/.test( name );
