/**
 * The shop the load test runs against: what it reads from the pages before the run (load-pages.mjs), what it sets for
 * the run and puts back afterwards (cash on delivery on, the bought products' stock managed and high), and what the
 * shop stored, read through the admin's REST API so it works against any base URL (a single node or a page cache in
 * front of several).
 */
import { cookieHeader } from './stripe-figures.mjs';
import {
	apiFetchNonce,
	consentSettings,
	filterForm,
	filterRestAddress,
	filterSelections,
	filterLink,
} from './load-pages.mjs';

/** A desktop Chrome's user agent: not a headless one, which the statistics count as a bot. */
export const USER_AGENT =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Products browsed and bought: the first of the catalogue, so a large catalogue needs no long set-up. */
const PRODUCTS = 12;

/**
 * @typedef {{path: string, page: number, type: string}} Page A page's path and the statistics fields its beacon sends.
 * @typedef {Object} Site
 * @property {string}                                                                 base       Origin, e.g. http://127.0.0.1:8888.
 * @property {string}                                                                 restRoot   Path of the REST root, e.g. /wp-json/.
 * @property {Record<string, Page>}                                                   pages      front, shop, cart, checkout.
 * @property {Array<Page & {id: number}>}                                             products   Browsed.
 * @property {Array<Page & {id: number}>}                                             buyable    Simple products in stock, bought.
 * @property {{version: number, textVersion: number, log: string, collector: string}} consent    Paths and versions.
 * @property {{links: string[], rest: string[]}}                                      filter     Addresses of the selections: pages and REST answers.
 * @property {string}                                                                 storeNonce The Store API nonce a guest's first cart load gets.
 * @property {string}                                                                 restNonce  The guest's apiFetch nonce on the checkout page.
 */

/**
 * @param {string} url
 * @return {string} Its path and query.
 */
const pathOf = ( url ) => {
	const parsed = new URL( url );
	return parsed.pathname + parsed.search;
};

/**
 * Reads the shop as a guest with a cart (a setup visitor whose cart stays in its session).
 *
 * @param {string} baseUrl
 * @return {Promise<Site>} What the run's requests need.
 */
export async function discoverSite( baseUrl ) {
	const base = new URL( baseUrl ).origin;
	/** @type {string[]} */
	const setCookies = [];
	const get = async ( path, accept = 'text/html' ) => {
		const response = await fetch( new URL( path, base ), {
			headers: {
				'User-Agent': USER_AGENT,
				Accept: accept,
				Cookie: cookieHeader( setCookies ),
			},
		} );
		setCookies.push( ...response.headers.getSetCookie() );
		if ( ! response.ok ) {
			throw new Error( `GET ${ path }: HTTP ${ response.status }` );
		}
		return response;
	};
	const page = async ( path ) => {
		const html = await ( await get( path ) ).text();
		const settings = consentSettings( html );
		if ( ! settings?.statistics?.url || ! settings?.rest?.log ) {
			throw new Error(
				`${ path } has no shop-consent statistics or log address: the mix needs shop-consent active with statistics on`
			);
		}
		return {
			html,
			settings,
			page: {
				path,
				page: settings.statistics.page,
				type: settings.statistics.type,
			},
		};
	};
	const front = await page( '/' );
	const restRoot = pathOf( front.settings.rest.log ).replace(
		/shop-consent\/v1\/log$/,
		''
	);
	const products = async ( query ) => {
		const response = await get(
			`${ restRoot }wc/store/v1/products?per_page=${ PRODUCTS }${ query }`,
			'application/json'
		);
		const list = await response.json();
		return Promise.all(
			list
				.filter( ( product ) => product.is_purchasable )
				.map( async ( product ) => ( {
					id: product.id,
					...( await page( pathOf( product.permalink ) ) ).page,
				} ) )
		);
	};
	const shop = await page( '/shop/' );
	const form = filterForm( shop.html );
	if ( ! form ) {
		throw new Error( '/shop/ has no product filter form' );
	}
	const selections = filterSelections( form.checkboxes );
	const buyable = await products( '&type=simple&stock_status=instock' );
	if ( ! buyable.length ) {
		throw new Error( 'The shop has no simple product in stock to buy' );
	}
	// The setup visitor's cart: the cart and checkout pages as a shopper with something to buy sees them.
	await get( `/?add-to-cart=${ buyable[ 0 ].id }` );
	const storeCart = await get(
		`${ restRoot }wc/store/v1/cart`,
		'application/json'
	);
	const cart = await page( '/cart/' );
	const checkout = await page( '/checkout/' );
	const restNonce = apiFetchNonce( checkout.html );
	if ( ! restNonce ) {
		throw new Error(
			"/checkout/ has no apiFetch nonce: is it WooCommerce's checkout?"
		);
	}
	return {
		base,
		restRoot,
		pages: {
			front: front.page,
			shop: shop.page,
			cart: cart.page,
			checkout: checkout.page,
		},
		products: await products( '' ),
		buyable,
		consent: {
			version: front.settings.version,
			textVersion: front.settings.textVersion,
			log: pathOf( front.settings.rest.log ),
			collector: pathOf( front.settings.statistics.url ),
		},
		filter: {
			links: selections.map( ( params ) =>
				filterLink( form.action, params )
			),
			rest: selections.map( ( params ) =>
				filterRestAddress( form.config, params )
			),
		},
		storeNonce: storeCart.headers.get( 'Nonce' ) ?? '',
		restNonce,
	};
}

/**
 * Turns cash on delivery on and gives each bought product managed stock of `stock`; resolves with what puts them back.
 *
 * @param {Awaited<ReturnType<typeof import('./admin-rest.mjs').adminRest>>} admin
 * @param {Site}                                                             site
 * @param {number}                                                           stock
 * @return {Promise<{initial: Record<number, number>, restore: () => Promise<void>}>} Stock set, and the undo.
 */
export async function prepareSite( admin, site, stock ) {
	const cod = await admin.rest( 'GET', '/wc/v3/payment_gateways/cod' );
	await admin.rest( 'PUT', '/wc/v3/payment_gateways/cod', {
		enabled: true,
	} );
	/** @type {Array<{id: number, manage_stock: boolean, stock_quantity: number | null, stock_status: string}>} */
	const before = [];
	/** @type {Record<number, number>} */
	const initial = {};
	for ( const { id } of site.buyable ) {
		const product = await admin.rest( 'GET', `/wc/v3/products/${ id }` );
		before.push( {
			id,
			manage_stock: product.manage_stock,
			stock_quantity: product.stock_quantity,
			stock_status: product.stock_status,
		} );
		await admin.rest( 'PUT', `/wc/v3/products/${ id }`, {
			manage_stock: true,
			stock_quantity: stock,
		} );
		initial[ id ] = stock;
	}
	return {
		initial,
		restore: async () => {
			for ( const { id, ...was } of before ) {
				await admin.rest(
					'PUT',
					`/wc/v3/products/${ id }`,
					was.manage_stock
						? {
								manage_stock: true,
								stock_quantity: was.stock_quantity,
							}
						: {
								manage_stock: false,
								stock_status: was.stock_status,
							}
				);
			}
			await admin.rest( 'PUT', '/wc/v3/payment_gateways/cod', {
				enabled: cod.enabled,
			} );
		},
	};
}

/**
 * What shop-consent stored: statistics views and per-visit rows over the days given, consent-log rows in all.
 *
 * @param {Awaited<ReturnType<typeof import('./admin-rest.mjs').adminRest>>} admin
 * @param {{from: string, to: string}}                                       days  UTC dates, YYYY-MM-DD.
 * @return {Promise<{views: number, visits: number, logRows: number}>} Counts.
 */
export async function storedConsentData( admin, { from, to } ) {
	const report = await admin.rest(
		'GET',
		`/shop-consent/v1/statistics?from=${ from }&to=${ to }`
	);
	const sum = ( key ) =>
		report.days.reduce( ( total, day ) => total + Number( day[ key ] ), 0 );
	return {
		views: sum( 'views' ),
		visits: sum( 'visits' ),
		logRows: await admin.total( '/shop-consent/v1/log/entries?per_page=1' ),
	};
}

/**
 * The orders of a billing address (the run's own), any status, with their lines.
 *
 * @param {Awaited<ReturnType<typeof import('./admin-rest.mjs').adminRest>>} admin
 * @param {string}                                                           email
 * @return {Promise<Array<{id: number, status: string, items: Record<number, number>}>>} Orders.
 */
export async function ordersOf( admin, email ) {
	const orders = [];
	for ( let page = 1; ; page++ ) {
		const batch = await admin.rest(
			'GET',
			`/wc/v3/orders?search=${ encodeURIComponent( email ) }&status=any&per_page=100&page=${ page }`
		);
		for ( const order of batch ) {
			if ( order.billing?.email !== email ) {
				continue;
			}
			/** @type {Record<number, number>} */
			const items = {};
			for ( const line of order.line_items ) {
				items[ line.product_id ] =
					( items[ line.product_id ] ?? 0 ) + line.quantity;
			}
			orders.push( { id: order.id, status: order.status, items } );
		}
		if ( batch.length < 100 ) {
			return orders;
		}
	}
}

/**
 * Deletes orders for good (the run's, once counted).
 *
 * @param {Awaited<ReturnType<typeof import('./admin-rest.mjs').adminRest>>} admin
 * @param {number[]}                                                         ids
 */
export async function deleteOrders( admin, ids ) {
	for ( let at = 0; at < ids.length; at += 100 ) {
		await admin.rest( 'POST', '/wc/v3/orders/batch', {
			delete: ids.slice( at, at + 100 ),
		} );
	}
}

/**
 * @param {Awaited<ReturnType<typeof import('./admin-rest.mjs').adminRest>>} admin
 * @param {number[]}                                                         ids
 * @return {Promise<Record<number, number | null>>} Stock quantity per product.
 */
export async function stockOf( admin, ids ) {
	/** @type {Record<number, number | null>} */
	const stock = {};
	for ( const id of ids ) {
		stock[ id ] = (
			await admin.rest( 'GET', `/wc/v3/products/${ id }` )
		).stock_quantity;
	}
	return stock;
}
