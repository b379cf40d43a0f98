/**
 * The requests the filter bench times: one realistic selection (a category, a colour, a price range, in stock) and
 * no filter, each asked of our endpoint, of WooCommerce's Store API and of the shop page, plus the floor.
 */

/** What the filter form shows: every facet the bench catalogue has (DESIGN.md, "REST"). */
export const FORM_FACETS = [
	'product_cat',
	'pa_color',
	'pa_size',
	'pa_material',
	'pa_brand',
	'pa_finish',
	'price',
	'rating',
	'stock',
	'on_sale',
];

/** The selection, in shop currency; the bench catalogue's prices run from 5 to 520. */
export const SELECTION = {
	category: 'shirts',
	color: 'red',
	minPrice: 50,
	maxPrice: 200,
	stock: 'instock',
};

const PER_PAGE = 16;

/**
 * @typedef {Object} BenchRequest
 * @property {string}   key   Row key.
 * @property {string}   label Row label.
 * @property {string[]} paths Requested one after the other; the sample is their sum.
 */

/**
 * @param {boolean} filtered The selection, or no filter.
 * @return {string} Our endpoint's path.
 */
export function oursPath( filtered ) {
	const params = new URLSearchParams();
	if ( filtered ) {
		params.set( 'filter', '1' );
		params.set( 'product_cat', SELECTION.category );
		params.set( 'pa_color', SELECTION.color );
		params.set( 'min_price', String( SELECTION.minPrice ) );
		params.set( 'max_price', String( SELECTION.maxPrice ) );
		params.set( 'stock', SELECTION.stock );
	}
	params.set( 'per_page', String( PER_PAGE ) );
	params.set( 'facets', FORM_FACETS.join( ',' ) );
	params.set( 'listing', 'classic' );
	return `/wp-json/shop-filter/v1/results?${ params }`;
}

/**
 * The Store API's filter arguments (prices in the currency's smallest unit, as it takes them).
 *
 * @param {boolean} filtered
 * @return {URLSearchParams} Filter arguments.
 */
function storeFilters( filtered ) {
	const params = new URLSearchParams();
	if ( filtered ) {
		params.set( 'category', SELECTION.category );
		params.set( 'attributes[0][attribute]', 'pa_color' );
		params.set( 'attributes[0][slug][0]', SELECTION.color );
		params.set( 'attributes[0][operator]', 'in' );
		params.set( 'min_price', String( SELECTION.minPrice * 100 ) );
		params.set( 'max_price', String( SELECTION.maxPrice * 100 ) );
		params.set( 'stock_status[0]', SELECTION.stock );
	}
	return params;
}

/**
 * @param {boolean} filtered
 * @return {string[]} Products, then the collection data with every count the form shows.
 */
export function storeApiPaths( filtered ) {
	const products = storeFilters( filtered );
	products.set( 'per_page', String( PER_PAGE ) );
	const counts = storeFilters( filtered );
	FORM_FACETS.filter( ( facet ) => facet.startsWith( 'pa_' ) ).forEach(
		( taxonomy, i ) => {
			counts.set(
				`calculate_attribute_counts[${ i }][taxonomy]`,
				taxonomy
			);
			counts.set(
				`calculate_attribute_counts[${ i }][query_type]`,
				'or'
			);
		}
	);
	counts.set( 'calculate_taxonomy_counts[0]', 'product_cat' );
	counts.set( 'calculate_price_range', 'true' );
	counts.set( 'calculate_rating_counts', 'true' );
	counts.set( 'calculate_stock_status_counts', 'true' );
	return [
		`/wp-json/wc/store/v1/products?${ products }`,
		`/wp-json/wc/store/v1/products/collection-data?${ counts }`,
	];
}

/**
 * @param {boolean} filtered
 * @return {string} The shop page with WooCommerce's own filter parameters (its widgets' and blocks' links).
 */
export function shopPath( filtered ) {
	if ( ! filtered ) {
		return '/shop/';
	}
	const params = new URLSearchParams( {
		product_cat: SELECTION.category,
		filter_color: SELECTION.color,
		query_type_color: 'or',
		min_price: String( SELECTION.minPrice ),
		max_price: String( SELECTION.maxPrice ),
		filter_stock_status: SELECTION.stock,
	} );
	return `/shop/?${ params }`;
}

/**
 * @return {BenchRequest[]} Every row, in the order they are sampled (round-robin, so drift hits all alike).
 */
export function benchRequests() {
	return [
		{
			key: 'oursSelection',
			label: 'ours, selection',
			paths: [ oursPath( true ) ],
		},
		{
			key: 'oursNone',
			label: 'ours, no filter',
			paths: [ oursPath( false ) ],
		},
		{
			key: 'storeSelection',
			label: 'Store API, selection',
			paths: storeApiPaths( true ),
		},
		{
			key: 'storeNone',
			label: 'Store API, no filter',
			paths: storeApiPaths( false ),
		},
		{
			key: 'shopSelection',
			label: 'shop page, WC filters',
			paths: [ shopPath( true ) ],
		},
		{
			key: 'shopNone',
			label: 'shop page, no filter',
			paths: [ shopPath( false ) ],
		},
		{
			key: 'floor',
			label: 'floor (empty REST)',
			paths: [ '/wp-json/shop-bench/v1/floor' ],
		},
	];
}

/**
 * How many products each side says the selection matches: our `count`, the Store API's `X-WP-Total`, the shop
 * page's result count. They should agree; a row that disagrees measures different work.
 *
 * @param {string} baseUrl
 * @return {Promise<{ ours: number|null, storeApi: number|null, shopPage: number|null }>} Totals, null when unread.
 */
export async function selectionTotals( baseUrl ) {
	const read = async ( requestPath, pick ) => {
		try {
			return await pick( await fetch( baseUrl + requestPath ) );
		} catch {
			return null;
		}
	};
	return {
		ours: await read( oursPath( true ), async ( response ) =>
			response.ok ? ( ( await response.json() ).count ?? null ) : null
		),
		storeApi: await read( storeApiPaths( true )[ 0 ], async ( response ) =>
			response.ok ? Number( response.headers.get( 'x-wp-total' ) ) : null
		),
		shopPage: await read( shopPath( true ), async ( response ) => {
			const match = ( await response.text() ).match(
				/(?:of|all) (\d+) results?|Showing the single result/
			);
			if ( ! match ) {
				return null;
			}
			return match[ 1 ] ? Number( match[ 1 ] ) : 1;
		} ),
	};
}
