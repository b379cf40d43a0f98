/**
 * The reads of the cart a page sends to WooCommerce's Store API, so a test adds a product only once they answered.
 *
 * WooCommerce 10.6's product button and mini-cart read the cart when they start (`data-wp-init` runs
 * `refreshCartItems`, a GET of `wc/store/v1/cart`), and its cart store draws what a read answered unless an add is
 * still on its way at that moment. An add clicked while the read is on its way, and answered before it, is undrawn by
 * the older answer: the button falls back to "Add to cart" and never shows "View cart", although the stored cart holds
 * the product (a read held 2.5 s shows it every time). WooCommerce 11 sends an add only after the page's first read
 * answered. A shopper clicks long after that read answered; a test clicks as soon as the button is drawn, and under
 * CI's load the read once answered after the add (the minimum platform's sort test, after a full page load).
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '@wordpress/e2e-test-utils-playwright';

const pending = new WeakMap< Page, Set< Request > >();
const watched = new WeakSet< BrowserContext >();

/**
 * Whether a request reads the cart: a GET of the Store API's cart, as a pretty permalink or `?rest_route=`.
 *
 * @param request The request.
 */
export function isCartRead( request: Pick< Request, 'method' | 'url' > ) {
	return (
		request.method() === 'GET' &&
		/wc\/store\/v1\/cart(?:$|[?&#])/.test(
			decodeURIComponent( request.url() )
		)
	);
}

/**
 * The page a request was sent from, or null for one without a frame (a service worker's).
 *
 * @param request The request.
 */
function pageOf( request: Request ): Page | null {
	try {
		return request.frame().page();
	} catch {
		return null;
	}
}

/**
 * Counts the cart reads on their way, for each page of a browser context. The test fixture watches each test's own
 * context; a test that opens another context for a shopper watches it too.
 *
 * @param context The browser context.
 */
export function watchCartReads( context: BrowserContext ): void {
	if ( watched.has( context ) ) {
		return;
	}
	watched.add( context );
	context.on( 'request', ( request ) => {
		const page = isCartRead( request ) ? pageOf( request ) : null;
		if ( page ) {
			pending.set(
				page,
				( pending.get( page ) ?? new Set() ).add( request )
			);
		}
	} );
	const answered = ( request: Request ) => {
		const page = pageOf( request );
		if ( page ) {
			pending.get( page )?.delete( request );
		}
	};
	context.on( 'requestfinished', answered );
	context.on( 'requestfailed', answered );
}

/**
 * Waits until the cart reads the page sent have answered.
 *
 * @param page The shopper's page, in a watched context.
 */
export async function cartReadsAnswered( page: Page ): Promise< void > {
	if ( ! watched.has( page.context() ) ) {
		throw new Error(
			"cartReadsAnswered: the page's browser context is not watched; call watchCartReads( context ) when opening it"
		);
	}
	await expect
		.poll( () => pending.get( page )?.size ?? 0, {
			message: "the page's reads of the cart answered",
		} )
		.toBe( 0 );
}
