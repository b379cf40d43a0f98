/**
 * What the scale specs ask of a response: which cache verdict and which node.
 */

/**
 * External dependencies
 */
import type { APIRequestContext } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from '../support/test';
import { scaleFacts } from '../support/scale';

/** An answer of a request context or of the browser (a page's document, a fetch it made). */
type Answer = { headers: () => Record< string, string > };

/** Cookies of a visitor the page cache must never answer from its store (deploy/varnish/shop.vcl). */
export const PRIVATE_COOKIES = [
	'woocommerce_items_in_cart=1',
	'woocommerce_cart_hash=0123abcd',
	'wp_woocommerce_session_0123abcd=1%7C%7C1%7C%7C1%7C%7Cabc',
	'wordpress_logged_in_0123abcd=admin%7C1%7Cabc%7Cdef',
	'wordpress_sec_0123abcd=admin%7C1%7Cabc%7Cdef',
	'wp-postpass_0123abcd=%24P%24abc',
	'comment_author_0123abcd=Ann',
];

/** A cart cookie: enough for the page cache to hand the request to a node. */
export const PASS = { Cookie: PRIVATE_COOKIES[ 0 ] };

/**
 * @param response
 * @return The page cache's verdict: HIT, MISS or PASS.
 */
export const cacheOf = ( response: Answer ) => response.headers()[ 'x-cache' ];

/**
 * @param response
 * @return The web node that made the page: a or b.
 */
export const nodeOf = ( response: Answer ) =>
	response.headers()[ 'x-shop-node' ];

/**
 * Empties the page cache of one URL, as a loopback client may (PURGE).
 * @param request
 * @param url
 */
export async function purge( request: APIRequestContext, url: string ) {
	const response = await request.fetch( url, { method: 'PURGE' } );
	if ( response.status() !== 200 ) {
		throw new Error(
			`PURGE ${ url } answered HTTP ${ response.status() }`
		);
	}
}

/**
 * The nodes that answer `count` requests in a row which the cache hands on.
 * @param request
 * @param count
 * @return Node names in order.
 */
export async function nodesInTurn( request: APIRequestContext, count: number ) {
	const nodes: string[] = [];
	for ( let i = 0; i < count; i++ ) {
		const response = await request.get( '/', { headers: PASS } );
		if ( response.status() !== 200 ) {
			throw new Error( `GET / answered HTTP ${ response.status() }` );
		}
		nodes.push( nodeOf( response ) );
	}
	return nodes;
}

/**
 * Waits until the filter answers from sets of the index as it is and their purge has run twice: the background build
 * that follows a product change (another spec's) purges the shop and the filtered pages, and again at the cron loop's
 * next run, which would turn a hit a spec expects into a miss.
 *
 * @param requestUtils The admin's REST access.
 */
export async function setsSettled(
	requestUtils: RequestUtils
): Promise< void > {
	const { cron } = scaleFacts();
	await expect
		.poll(
			async () =>
				(
					await requestUtils.rest< { sets: string } >( {
						path: '/shop-filter/v1/index',
					} )
				).sets,
			{ timeout: ( 2 * cron.intervalSeconds + 20 ) * 1000 }
		)
		.toBe( 'current' );
}
