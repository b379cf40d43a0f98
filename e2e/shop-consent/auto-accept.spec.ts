/**
 * Auto-accept after N seconds decides only for a visitor who left the banner alone: opening the settings or
 * touching the bar stops it for the page. No test sleeps: a second visitor, who arrives later and touches
 * nothing, is auto-accepted after the first one's timer would have run out.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { withConsentSettings } from './consent-settings';
import { test, expect, shopperState } from '../support/test';
import { newVisitor } from './visitor';

test.use( { storageState: shopperState } );

withConsentSettings( {
	auto_accept: { scroll: false, timer: true, seconds: 5 },
} );

async function storedConsent( page: Page ) {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'shop_consent'
	);
	return cookie ? JSON.parse( decodeURIComponent( cookie.value ) ) : null;
}

async function openHome( page: Page ) {
	await page.goto( '/' );
	const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
	await expect( bar ).toBeVisible();
	return bar;
}

/**
 * A visitor who arrives now and touches nothing, until auto-accept decided for them.
 *
 * @param browser Browser.
 * @param baseURL Site.
 */
async function untouchedVisitorAccepted( browser: Browser, baseURL: string ) {
	const context = await newVisitor( browser, baseURL );
	try {
		const other = await context.newPage();
		await openHome( other );
		await expect
			.poll( () => storedConsent( other ), { timeout: 20_000 } )
			.toMatchObject( { thirdparty: 1, advanced: 1 } );
	} finally {
		await context.close();
	}
}

test( 'a visitor who leaves the bar alone is accepted after the configured seconds', async ( {
	page,
} ) => {
	const bar = await openHome( page );

	await expect
		.poll( () => storedConsent( page ), { timeout: 20_000 } )
		.toMatchObject( { thirdparty: 1, advanced: 1 } );
	await expect( bar ).toBeHidden();
} );

test( 'opening the settings stops auto-accept, also after going back to the bar', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const bar = await openHome( page );
	await bar.getByRole( 'button', { name: 'Settings' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Cookie settings' } );
	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog ).toBeHidden();

	await untouchedVisitorAccepted( browser, baseURL ?? '' );

	await expect( bar ).toBeVisible();
	expect( await storedConsent( page ) ).toBeNull();
} );

test( 'a click on the bar’s text stops auto-accept', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const bar = await openHome( page );
	await bar.locator( '.shop-consent-bar-message' ).click();

	await untouchedVisitorAccepted( browser, baseURL ?? '' );

	await expect( bar ).toBeVisible();
	expect( await storedConsent( page ) ).toBeNull();
} );
