/**
 * WooCommerce state of the storefront specs, set and read as the admin through WooCommerce's REST API (`wc/v3`):
 * settings put back after a run, products, coupons and shipping zones, orders and customers found and deleted, and
 * a PHP fixture installed as a must-use plugin where only code can change WooCommerce.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import { join } from 'node:path';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { stackDir } from '../../support/stack';

export { changeSettings, useClassicCartAndCheckout } from './woo-settings';

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

export interface Order {
	id: number;
	number: string;
	customer_id: number;
	billing: { email: string };
}

/**
 * The orders stored for a billing email.
 *
 * @param requestUtils The admin's request utils.
 * @param email        Billing email.
 */
export async function ordersOf( requestUtils: RequestUtils, email: string ) {
	const orders = await wc< Order[] >( requestUtils, 'GET', '/orders', {
		search: email,
		status: 'any',
	} );
	return orders.filter( ( order ) => order.billing.email === email );
}

/**
 * The id of the newest order in the shop, 0 when there is none.
 *
 * @param requestUtils The admin's request utils.
 */
export async function latestOrderId( requestUtils: RequestUtils ) {
	const [ order ] = await wc< Order[] >( requestUtils, 'GET', '/orders', {
		per_page: 1,
		status: 'any',
	} );
	return order?.id ?? 0;
}

/**
 * Deletes the orders and the customer account of a billing email, whatever a test left.
 *
 * @param requestUtils The admin's request utils.
 * @param email        Billing email.
 */
export async function deleteShopperData(
	requestUtils: RequestUtils,
	email: string
) {
	const force = { force: true, reassign: 0 };
	for ( const order of await ordersOf( requestUtils, email ) ) {
		await wc( requestUtils, 'DELETE', `/orders/${ order.id }`, force );
	}
	const customers = await wc< { id: number }[] >(
		requestUtils,
		'GET',
		'/customers',
		{ email, role: 'all' }
	);
	for ( const { id } of customers ) {
		await wc( requestUtils, 'DELETE', `/customers/${ id }`, force );
	}
}

/**
 * A new coupon for 10 % off.
 *
 * @param requestUtils The admin's request utils.
 * @return Its code, and the function that deletes it.
 */
export async function addCoupon( requestUtils: RequestUtils ) {
	const coupon = await wc< { id: number; code: string } >(
		requestUtils,
		'POST',
		'/coupons',
		{
			code: `e2e-ten-${ Date.now() }`,
			discount_type: 'percent',
			amount: '10',
		}
	);
	return {
		code: coupon.code,
		remove: () =>
			wc( requestUtils, 'DELETE', `/coupons/${ coupon.id }`, {
				force: true,
			} ),
	};
}

/**
 * A shipping zone for one US ZIP code, matched before the seeded US zone ($5 flat rate), with a $12 flat rate
 * named Courier.
 *
 * @param requestUtils The admin's request utils.
 * @param zip          The ZIP code.
 * @return The function that deletes the zone.
 */
export async function addCourierZone(
	requestUtils: RequestUtils,
	zip: string
) {
	const route = `/shipping/zones/${
		(
			await wc< { id: number } >(
				requestUtils,
				'POST',
				'/shipping/zones',
				{
					name: `E2E courier ${ zip }`,
					order: 0,
				}
			)
		).id
	}`;
	const remove = () => wc( requestUtils, 'DELETE', route, { force: true } );
	try {
		await wc( requestUtils, 'PUT', `${ route }/locations`, [
			{ code: 'US', type: 'country' },
			{ code: zip, type: 'postcode' },
		] );
		await wc( requestUtils, 'POST', `${ route }/methods`, {
			method_id: 'flat_rate',
			settings: { title: 'Courier', cost: '12.00' },
		} );
	} catch ( error ) {
		await remove();
		throw error;
	}
	return remove;
}

/**
 * Installs a PHP fixture of `e2e/storefront/fixtures/` as a must-use plugin of the stack's site (WordPress lists
 * that folder at each request, so it applies from the next page on).
 *
 * @param fixture File name in the fixtures folder.
 * @return The function that deletes it again.
 */
export function installMuPlugin( fixture: string ): () => void {
	const target = join(
		stackDir,
		'wordpress/wp-content/mu-plugins',
		`shop-e2e-${ fixture }`
	);
	fs.copyFileSync( join( __dirname, '../fixtures', fixture ), target );
	return () => fs.rmSync( target, { force: true } );
}
