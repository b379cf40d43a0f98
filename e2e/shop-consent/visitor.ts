/**
 * A storefront visitor of their own (a new, logged-out browser context) and the consent-log beacon their
 * decisions send.
 */

/**
 * External dependencies
 */
import type { Browser, Page, Response } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopperState } from '../support/test';

/**
 * A new logged-out browser context: another browser session, with no cookie of ours.
 *
 * @param browser Browser.
 * @param baseURL Site.
 */
export function newVisitor( browser: Browser, baseURL: string | undefined ) {
	return browser.newContext( { baseURL, storageState: shopperState } );
}

/**
 * The answer to the next consent-log beacon of a page.
 *
 * @param page The visitor's page.
 */
export function consentLogged( page: Page ): Promise< Response > {
	return page.waitForResponse(
		( response ) =>
			response.url().includes( '/shop-consent/v1/log' ) &&
			response.request().method() === 'POST'
	);
}
