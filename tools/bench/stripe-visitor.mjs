/**
 * The new visitor of the Stripe scenarios (stripe.mjs, stripe-express.mjs).
 */
import { gzipSync } from 'node:zlib';

import { isStripeUrl } from './stripe-figures.mjs';

/**
 * A new visitor's page, before it goes anywhere: every request to Stripe's hosts recorded (and refused: Stripe is
 * unreachable from here, and the bench must not depend on it), and each of our scripts it loads weighed.
 *
 * @param {import('@playwright/test').Browser}                                            browser
 * @param {string}                                                                        url     The page's address (its origin for the cart).
 * @param {{cartItem?: number, ours: RegExp, viewport?: {width: number, height: number}}} options A product put in the cart first; which scripts are ours; the window.
 */
export async function watchedVisitor(
	browser,
	url,
	{ cartItem, ours, viewport }
) {
	const context = await browser.newContext( viewport ? { viewport } : {} );
	if ( cartItem ) {
		await context.request.get(
			`${ new URL( url ).origin }/?add-to-cart=${ cartItem }`
		);
	}
	await context.route(
		( address ) => isStripeUrl( address.href ),
		( route ) => route.abort( 'blockedbyclient' )
	);
	const page = await context.newPage();
	/** @type {string[]} */
	const stripe = [];
	page.on( 'request', ( request ) => {
		if ( isStripeUrl( request.url() ) ) {
			stripe.push( request.url() );
		}
	} );
	/** @type {Promise<{url: string, bytes: number, gzip: number}|null>[]} */
	const scripts = [];
	page.on( 'response', ( response ) => {
		if (
			response.request().resourceType() === 'script' &&
			ours.test( response.url() )
		) {
			scripts.push(
				response
					.body()
					.then( ( body ) => ( {
						url: new URL( response.url() ).pathname
							.split( ours )
							.pop(),
						bytes: body.length,
						gzip: gzipSync( body, { level: 9 } ).length,
					} ) )
					.catch( () => null )
			);
		}
	} );
	return { context, page, stripe, scripts };
}
