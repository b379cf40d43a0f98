/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Records the URL of every script the page requests from now on.
 *
 * @param page The page to watch.
 * @return The URLs, filled as the page loads.
 */
export function recordScripts( page: Page ): string[] {
	const urls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			urls.push( request.url() );
		}
	} );
	return urls;
}
