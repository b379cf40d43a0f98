/**
 * Google Consent Mode v2: the defaults printed in <head> before any tag, and the
 * updates the core pushes to `dataLayer` on every decision.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { withConsentSettings } from './consent-settings';

test.use( { storageState: shopperState } );

withConsentSettings( { consent_mode: { enabled: true } } );

type Entry = unknown[];

function dataLayer( page: Page ): Promise< Entry[] > {
	return page.evaluate( () =>
		(
			( window as unknown as { dataLayer?: ArrayLike< unknown >[] } )
				.dataLayer ?? []
		).map( ( a ) => Array.from( a ) )
	);
}

const consentEntries = ( entries: Entry[], kind: string ) =>
	entries.filter( ( e ) => e[ 0 ] === 'consent' && e[ 1 ] === kind );

const DENIED = {
	ad_storage: 'denied',
	ad_user_data: 'denied',
	ad_personalization: 'denied',
	analytics_storage: 'denied',
};

/**
 * The `gtag( 'consent', 'default', ... )` entry the head snippet pushes.
 * @param values The four storage types.
 */
const defaultEntry = ( values: Record< string, string > ) => [
	'consent',
	'default',
	{ ...values, wait_for_update: expect.any( Number ) },
];

/**
 * Opens the home page as a visitor without a (valid) decision: the banner shows.
 * @param page
 * @return The dataLayer then.
 */
async function openUndecided( page: Page ): Promise< Entry[] > {
	await page.goto( '/' );
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeVisible();
	return dataLayer( page );
}

test( 'before any decision the defaults deny all four storage types, before any other tag', async ( {
	page,
} ) => {
	const entries = await openUndecided( page );
	expect( entries[ 0 ] ).toEqual( defaultEntry( DENIED ) );
	expect( consentEntries( entries, 'default' ) ).toHaveLength( 1 );

	// The defaults come before every other script of the page (only our own
	// "decided" mark, which sets no tag, may precede them).
	const before = await page.evaluate( () => {
		const defaults = document.getElementById(
			'shop-consent-mode-defaults'
		);
		if ( ! defaults || defaults.parentElement !== document.head ) {
			return null;
		}
		// querySelectorAll lists the scripts in document order.
		const scripts = Array.from( document.querySelectorAll( 'script' ) );
		return scripts
			.slice( 0, scripts.indexOf( defaults as HTMLScriptElement ) )
			.map( ( script ) => script.id || script.src || 'inline' );
	} );
	expect( before ).toEqual( [ 'shop-consent-decided' ] );
} );

test( 'accepting all grants the four storage types', async ( { page } ) => {
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Accept all' } ).click();

	await expect
		.poll( async () =>
			consentEntries( await dataLayer( page ), 'update' ).at( -1 )
		)
		.toEqual( [
			'consent',
			'update',
			{
				analytics_storage: 'granted',
				ad_storage: 'granted',
				ad_user_data: 'granted',
				ad_personalization: 'granted',
			},
		] );
	// The defaults stay first: updates are pushed after them.
	expect( ( await dataLayer( page ) )[ 0 ].slice( 0, 2 ) ).toEqual( [
		'consent',
		'default',
	] );
} );

test( 'rejecting all denies the four storage types', async ( { page } ) => {
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Reject all' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeHidden();

	await expect
		.poll( async () =>
			consentEntries( await dataLayer( page ), 'update' ).at( -1 )
		)
		.toEqual( [
			'consent',
			'update',
			{
				analytics_storage: 'denied',
				ad_storage: 'denied',
				ad_user_data: 'denied',
				ad_personalization: 'denied',
			},
		] );
} );

const RETURNING = [
	{
		who: 'accepted all',
		set: { thirdparty: true, advanced: true },
		expected: {
			ad_storage: 'granted',
			ad_user_data: 'granted',
			ad_personalization: 'granted',
			analytics_storage: 'granted',
		},
	},
	{
		who: 'allowed third-party only',
		set: { thirdparty: true, advanced: false },
		expected: { ...DENIED, analytics_storage: 'granted' },
	},
	{
		who: 'allowed advanced only',
		set: { thirdparty: false, advanced: true },
		expected: {
			...DENIED,
			ad_storage: 'granted',
			ad_user_data: 'granted',
			ad_personalization: 'granted',
		},
	},
	{
		who: 'rejected all',
		set: { thirdparty: false, advanced: false },
		expected: DENIED,
	},
];

for ( const { who, set, expected } of RETURNING ) {
	test( `a returning visitor who ${ who } starts from that decision in the first default, and the core's update agrees`, async ( {
		page,
	} ) => {
		await openUndecided( page );
		await page.evaluate(
			( categories ) =>
				(
					window as unknown as {
						shopConsent: { set: ( c: object ) => void };
					}
				 ).shopConsent.set( categories ),
			set
		);
		await expect
			.poll( async () =>
				( await page.context().cookies() ).some(
					( c ) => c.name === 'shop_consent'
				)
			)
			.toBe( true );

		await page.reload();
		const entries = await dataLayer( page );
		// Before any other tag, from the inline snippet: no hit goes out denied while the core loads.
		expect( entries[ 0 ] ).toEqual( defaultEntry( expected ) );
		// The core maps the categories the same way (one mapping, kept in PHP and TypeScript).
		await expect
			.poll( async () =>
				consentEntries( await dataLayer( page ), 'update' ).at( -1 )
			)
			.toEqual( [ 'consent', 'update', expected ] );
	} );
}

const ID = '0123456789abcdef0123456789abcdef';
const INVALID = {
	'an outdated version': {
		strict: 1,
		thirdparty: 1,
		advanced: 1,
		version: 0,
		id: ID,
	},
	'strict 0 with the others allowed': {
		strict: 0,
		thirdparty: 1,
		advanced: 1,
		version: 1,
		id: ID,
	},
	'a malformed id': {
		strict: 1,
		thirdparty: 1,
		advanced: 1,
		version: 1,
		id: 'xyz',
	},
	'a flag as a string': {
		strict: 1,
		thirdparty: '1',
		advanced: 1,
		version: 1,
		id: ID,
	},
};

for ( const [ what, record ] of Object.entries( INVALID ) ) {
	test( `a stored record with ${ what } is no decision for the defaults nor for the core`, async ( {
		page,
		baseURL,
	} ) => {
		await page.context().addCookies( [
			{
				name: 'shop_consent',
				value: encodeURIComponent( JSON.stringify( record ) ),
				url: baseURL,
			},
		] );
		const entries = await openUndecided( page );
		expect( entries[ 0 ] ).toEqual( defaultEntry( DENIED ) );
		expect( consentEntries( entries, 'update' ).at( -1 ) ).toEqual( [
			'consent',
			'update',
			DENIED,
		] );
	} );
}
