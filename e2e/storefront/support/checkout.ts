/**
 * WooCommerce state of the storefront specs, read and set as the admin through WooCommerce's REST API (`wc/v3`).
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call to WooCommerce's REST API as the admin.
 *
 * @param requestUtils The admin's request utils.
 * @param method       HTTP method.
 * @param route        Route under `/wc/v3`, e.g. `/orders`.
 * @param data         Body, or query parameters for a GET or DELETE.
 */
export function wc< T = Record< string, unknown > >(
	requestUtils: RequestUtils,
	method: Method,
	route: string,
	data?: unknown
): Promise< T > {
	const query = method === 'GET' || method === 'DELETE';
	return requestUtils.rest( {
		method,
		path: `/wc/v3${ route }`,
		...( query ? { params: data as never } : { data } ),
	} ) as Promise< T >;
}

/**
 * The id of a product, or with `parent` of one of its variations, by SKU.
 *
 * @param requestUtils The admin's request utils.
 * @param sku          SKU, e.g. `hoodie`, or `hoodie-red-m` with the parent.
 * @param parent       The variable product's id, for a variation.
 */
export async function productBySku(
	requestUtils: RequestUtils,
	sku: string,
	parent?: number
) {
	const route = parent ? `/products/${ parent }/variations` : '/products';
	const found = await wc< { id: number }[] >( requestUtils, 'GET', route, {
		sku,
	} );
	if ( found.length !== 1 ) {
		throw new Error( `No single product with SKU ${ sku }` );
	}
	return found[ 0 ].id;
}
