/**
 * Express checkout without Stripe's network (issue 31): Stripe.js is served from fixtures/stripe-js-stub.js, whose
 * express element draws one "Apple Pay" button of the options' height; the card gateway gets test keys that only
 * these tests use.
 */

/**
 * External dependencies
 */
import * as path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { enableCardGateway } from './card-gateway';

const STUB = path.join( __dirname, '../fixtures/stripe-js-stub.js' );

const KEYS = {
	testmode: 'yes',
	test_publishable_key: 'pk_test_51E2eExpressOnly',
	test_secret_key: 'sk_test_51E2eExpressOnly',
};

/**
 * Counts the page's requests to Stripe (js.stripe.com, api.stripe.com, m.stripe.network, …) and serves the stub
 * for Stripe.js.
 *
 * @param page The page.
 * @return The addresses asked of Stripe, filled as the page asks.
 */
export async function watchStripe( page: Page ): Promise< string[] > {
	const stripe: string[] = [];
	page.on( 'request', ( request ) => {
		const host = new URL( request.url() ).hostname;
		if ( /(^|\.)stripe\.(com|network)$/.test( host ) ) {
			stripe.push( request.url() );
		}
	} );
	await page.route( 'https://js.stripe.com/**', ( route ) =>
		route.fulfill( { path: STUB, contentType: 'text/javascript' } )
	);
	return stripe;
}

/**
 * Turns the express buttons on (or off) at every location, with the card gateway's test keys; gives the function
 * that puts the settings back.
 *
 * @param requestUtils The admin's request utils.
 * @param on           Whether express checkout is on.
 * @param settings     More settings (e.g. the button height).
 */
export const expressCheckout = (
	requestUtils: Parameters< typeof enableCardGateway >[ 0 ],
	on: boolean,
	settings: Record< string, string > = {}
) =>
	enableCardGateway( requestUtils, {
		...KEYS,
		express_checkout: on ? 'yes' : 'no',
		express_checkout_locations: [ 'product', 'cart', 'checkout' ],
		...settings,
	} );
