/**
 * What a journey watches across its pages: requests to other hosts (none before consent, none at all after a
 * reject), and whether the consent bar was ever drawn for a visitor who decided earlier (no flash).
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CAMPAIGN, REFERRER } from '../../storefront/support/attribution';

/**
 * Records every request of the context to a host other than the shop's.
 *
 * @param context The shopper's browser context.
 * @param site    The shop's address.
 * @return The addresses asked so far, filled as pages run.
 */
export function thirdPartyRequests(
	context: BrowserContext,
	site: string
): string[] {
	const own = new URL( site ).host;
	const asked: string[] = [];
	context.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if ( /^https?:$/.test( url.protocol ) && url.host !== own ) {
			asked.push( request.url() );
		}
	} );
	return asked;
}

/**
 * Lands on the front page from the newsletter: an external referrer and the campaign's utm parameters.
 *
 * @param page The shopper's page.
 */
export async function arriveFromNewsletter( page: Page ): Promise< void > {
	const query = new URLSearchParams( CAMPAIGN ).toString();
	await page.goto( `/?${ query }`, { referer: REFERRER } );
}

/**
 * Records, on every page of the context from now on, whether the consent bar was visible at any animation frame
 * from the first paint until the page settled: a decided visitor must never see it flash.
 *
 * @param context The shopper's browser context.
 */
export async function watchConsentBarFlash(
	context: BrowserContext
): Promise< void > {
	await context.addInitScript( () => {
		const seen = () => {
			const bar = document.querySelector(
				'[role="region"][aria-label="Cookie consent"]'
			);
			return bar instanceof HTMLElement && bar.checkVisibility();
		};
		const win = window as unknown as { shopE2eBarSeen: boolean };
		win.shopE2eBarSeen = false;
		const started = performance.now();
		const frame = () => {
			win.shopE2eBarSeen ||= seen();
			if ( performance.now() - started < 3000 ) {
				requestAnimationFrame( frame );
			}
		};
		requestAnimationFrame( frame );
	} );
}

/**
 * @param page A page of a context watched by watchConsentBarFlash(), 3 s after it loaded.
 * @return Whether the consent bar was ever visible on it.
 */
export async function consentBarFlashed( page: Page ): Promise< boolean > {
	await page.waitForTimeout( 3000 );
	return page.evaluate(
		() =>
			( window as unknown as { shopE2eBarSeen?: boolean } )
				.shopE2eBarSeen === true
	);
}
