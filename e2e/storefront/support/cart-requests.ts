/**
 * What a page sends and loads while a test runs: requests counted or held until released, and whether the page
 * was loaded again.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';

/**
 * Counts the requests whose URL contains `part` from now on.
 *
 * @param page The page.
 * @param part Part of the URL, e.g. `wc-ajax=add_to_cart`.
 * @return How many the page has sent so far.
 */
export function countRequests( page: Page, part: string ): () => number {
	let sent = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( part ) ) {
			sent++;
		}
	} );
	return () => sent;
}

/** Requests held on their way to the server. */
export interface HeldRequests {
	/** How many have been sent so far. */
	count: () => number;
	/** Lets the oldest held one through. */
	releaseOne: () => void;
	/** Lets every held one through, and those sent later. */
	releaseAll: () => void;
}

/**
 * Holds the requests whose URL contains `part` until they are released, so a test can see what the page shows while
 * they run and which requests it sends meanwhile.
 *
 * @param page The page.
 * @param part Part of the URL.
 */
export async function holdRequests(
	page: Page,
	part: string
): Promise< HeldRequests > {
	const gates: ( () => void )[] = [];
	let count = 0;
	let open = false;
	await page.route(
		( url ) => url.href.includes( part ),
		async ( route ) => {
			count++;
			if ( ! open ) {
				await new Promise< void >( ( resolve ) =>
					gates.push( resolve )
				);
			}
			await route.continue();
		}
	);
	return {
		count: () => count,
		releaseOne: () => gates.shift()?.(),
		releaseAll: () => {
			open = true;
			gates.splice( 0 ).forEach( ( release ) => release() );
		},
	};
}

/**
 * Marks the document, so a test can tell that what follows happened without a page load.
 *
 * @param page The page.
 * @return A check that fails when the page has loaded a document since.
 */
export async function markDocument(
	page: Page
): Promise< () => Promise< void > > {
	const mark = String( Date.now() );
	await page.evaluate( ( value ) => {
		document.documentElement.dataset.cartSpec = value;
	}, mark );
	return () =>
		expect(
			page.locator( 'html' ),
			'the same document, not a new page load'
		).toHaveAttribute( 'data-cart-spec', mark );
}
