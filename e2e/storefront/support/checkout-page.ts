/**
 * The shopper's side of the storefront specs: a visitor who has answered the consent banner, and the shop's ajax
 * calls counted.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * A visitor who has already answered Shop Consent's banner (necessary cookies only, the settings' default consent
 * version 1), so the banner covers nothing of the page.
 *
 * @param context The visitor's browser context.
 * @param baseURL Site.
 */
export async function consentGiven(
	context: BrowserContext,
	baseURL: string | undefined
) {
	const record = { strict: 1, thirdparty: 0, advanced: 0, version: 1 };
	const value = JSON.stringify( { ...record, id: 'e2e0c0ffee'.repeat( 3 ) } );
	await context.addCookies( [
		{
			name: 'shop_consent',
			value: encodeURIComponent( value ),
			url: baseURL,
		},
	] );
}

/**
 * Counts the requests a page makes to one `wc-ajax` endpoint (`update_order_review`, `checkout`, ...).
 *
 * @param page     The page.
 * @param endpoint The endpoint.
 * @return Reads the count so far.
 */
export function countAjax( page: Page, endpoint: string ): () => number {
	let count = 0;
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		count += url.searchParams.get( 'wc-ajax' ) === endpoint ? 1 : 0;
	} );
	return () => count;
}
