/**
 * Close behaviour 1 (the default): the bar's close button hides the bar for the browser session, in every tab,
 * with a session cookie; a new session (a new browser context) asks again.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { newVisitor } from './visitor';

test.use( { storageState: shopperState } );

/**
 * Opens the home page in a new tab of a context and waits for the storefront core to have run.
 *
 * @param context Browser context.
 */
async function openTab( context: BrowserContext ): Promise< Page > {
	const tab = await context.newPage();
	await tab.goto( '/' );
	await expect( tab.locator( 'html' ) ).toHaveAttribute(
		'data-shop-consent',
		'ready'
	);
	return tab;
}

test( 'closing the bar hides it in every tab of the session, not in a new session', async ( {
	page,
	browser,
	baseURL,
} ) => {
	await page.goto( '/' );
	const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
	await bar.getByRole( 'button', { name: 'Close' } ).click();
	await expect( bar ).toBeHidden();

	// No decision, and the flag ends with the session: a cookie without an expiry.
	const cookies = await page.context().cookies();
	expect(
		cookies.find( ( c ) => c.name === 'shop_consent' )
	).toBeUndefined();
	expect(
		cookies.find( ( c ) => c.name === 'shop_consent_hidden' )
	).toMatchObject( { value: '1', expires: -1, path: '/' } );

	// Another tab of the same browser session: no bar, not even at first paint (the head snippet read the flag).
	const tab = await openTab( page.context() );
	await expect(
		tab.getByRole( 'region', { name: 'Cookie consent' } )
	).toHaveCount( 0 );
	await expect( tab.locator( 'html' ) ).not.toHaveAttribute(
		'data-shop-consent-bar'
	);
	await tab.close();

	// A new session asks again.
	const session = await newVisitor( browser, baseURL );
	try {
		const fresh = await openTab( session );
		await expect(
			fresh.getByRole( 'button', { name: 'Accept all' } )
		).toBeVisible();
	} finally {
		await session.close();
	}
} );
