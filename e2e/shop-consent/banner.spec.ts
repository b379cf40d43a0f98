/**
 * The consent banner as a visitor meets it: the bar drawn by the server (no
 * React on a first visit), accept, reject, the returning visitor who never sees
 * the bar and loads no React, the settings modal that brings React, and the
 * settings hash links old and new (the accept and reject links:
 * hash-links.spec.ts).
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { recordScripts } from '../support/record-scripts';

test.use( { storageState: shopperState } );

interface StoredConsent {
	strict: number;
	thirdparty: number;
	advanced: number;
	version: number;
	id: string;
}

async function storedConsent( page: Page ): Promise< StoredConsent | null > {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'shop_consent'
	);
	return cookie ? JSON.parse( decodeURIComponent( cookie.value ) ) : null;
}

const REACT = /\/react(-dom)?(\.min)?\.js/;

test( 'a first visit shows the bar without React, and accepting stores all three categories', async ( {
	page,
} ) => {
	const scripts = recordScripts( page );
	await page.goto( '/', { waitUntil: 'networkidle' } );
	const accept = page.getByRole( 'button', { name: 'Accept all' } );
	await expect( accept ).toBeVisible();
	// The bar is server HTML driven by the core: React waits for the settings.
	expect( scripts.filter( ( url ) => REACT.test( url ) ) ).toEqual( [] );
	await expect(
		page.getByRole( 'button', { name: 'Reject all' } )
	).toBeVisible();

	await accept.click();

	await expect( accept ).toBeHidden();
	expect(
		scripts.some( ( url ) => url.includes( '/build/actions.js' ) )
	).toBe( true );
	const consent = await storedConsent( page );
	expect( consent ).toMatchObject( {
		strict: 1,
		thirdparty: 1,
		advanced: 1,
	} );
	expect( consent?.id ).toMatch( /^[0-9a-f]{32}$/ );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-consent-decided',
		'1'
	);
} );

test( 'rejecting stores only the strictly necessary category', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Reject all' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeHidden();
	expect( await storedConsent( page ) ).toMatchObject( {
		strict: 1,
		thirdparty: 0,
		advanced: 0,
	} );
} );

test( 'the bar is drawn before any script of ours runs for a first visitor, and never for one who decided', async ( {
	page,
} ) => {
	// The core does nothing: what shows is the server's bar and the head snippet's mark alone.
	await page.route( /\/shop-consent\/build\/frontend\.js/, ( route ) =>
		route.fulfill( { contentType: 'text/javascript', body: '' } )
	);
	const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
	await page.goto( '/' );
	await expect( bar ).toBeVisible();
	await expect(
		bar.getByRole( 'button', { name: 'Reject all' } )
	).toBeVisible();

	await page.context().addCookies( [
		{
			name: 'shop_consent',
			value: encodeURIComponent(
				JSON.stringify( {
					strict: 1,
					thirdparty: 0,
					advanced: 0,
					version: 1,
					id: '0123456789abcdef0123456789abcdef',
				} )
			),
			url: page.url(),
		},
	] );
	await page.reload();
	await expect( page.locator( '#shop-consent-bar' ) ).toBeAttached();
	await expect( bar ).toBeHidden();
} );

test( 'a returning visitor who decided sees no banner and downloads no React, no actions', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Reject all' } ).click();

	const scripts = recordScripts( page );
	// Every change of the mark that shows the bar, from before the head snippet runs: none, so no flash.
	await page.addInitScript( () => {
		const shown: Array< string | null > = [];
		( window as unknown as { barMarks: typeof shown } ).barMarks = shown;
		new MutationObserver( ( records ) =>
			records.forEach( ( record ) =>
				shown.push(
					( record.target as Element ).getAttribute(
						'data-shop-consent-bar'
					)
				)
			)
		).observe( document, {
			subtree: true,
			attributes: true,
			attributeFilter: [ 'data-shop-consent-bar' ],
		} );
	} );
	await page.reload( { waitUntil: 'networkidle' } );
	expect(
		await page.evaluate(
			() => ( window as unknown as { barMarks: unknown[] } ).barMarks
		)
	).toEqual( [] );

	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toHaveCount( 0 );
	expect( scripts.filter( ( url ) => REACT.test( url ) ) ).toEqual( [] );
	// The core alone: deciding, geo and auto-accept (build/actions.js) are for visitors who decide.
	expect(
		scripts
			.filter( ( url ) => url.includes( '/shop-consent/' ) )
			.map( ( url ) => new URL( url ).pathname.split( '/' ).pop() )
	).toEqual( [ 'frontend.js' ] );
	// The head snippet read the cookie for the core, and kept it.
	expect(
		await page.evaluate(
			() =>
				(
					window as unknown as {
						shopConsentStored?: { thirdparty: number };
					}
				 ).shopConsentStored?.thirdparty
		)
	).toBe( 0 );
} );

test( 'the settings modal opens from the bar with React, closes on Escape and returns focus', async ( {
	page,
} ) => {
	await page.goto( '/', { waitUntil: 'networkidle' } );
	const scripts = recordScripts( page );
	const settings = page.getByRole( 'button', { name: 'Settings' } );
	await settings.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	expect( scripts.some( ( url ) => REACT.test( url ) ) ).toBe( true );
	// The bar stays under the modal until the visitor decides.
	await expect(
		page.getByRole( 'region', { name: 'Cookie consent' } )
	).toBeAttached();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( settings ).toBeFocused();
} );

for ( const hash of [
	'#shop-consent-settings',
	'#moove_gdpr_cookie_modal',
	'#gdpr_cookie_modal',
] ) {
	test( `the hash link ${ hash } opens the settings`, async ( { page } ) => {
		await page.goto( `/${ hash }` );
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	} );
}
