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

test( 'before any decision the defaults deny all four storage types, before any other tag', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeVisible();

	const entries = await dataLayer( page );
	expect( entries[ 0 ] ).toEqual( [
		'consent',
		'default',
		{
			ad_storage: 'denied',
			ad_user_data: 'denied',
			ad_personalization: 'denied',
			analytics_storage: 'denied',
			wait_for_update: expect.any( Number ),
		},
	] );
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

test( 'a returning visitor who accepted gets the update on page load', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Accept all' } ).click();
	await expect
		.poll( async () =>
			( await page.context().cookies() ).some(
				( c ) => c.name === 'shop_consent'
			)
		)
		.toBe( true );
	await page.reload();
	await expect
		.poll(
			async () =>
				consentEntries( await dataLayer( page ), 'update' ).at(
					-1
				)?.[ 2 ]
		)
		.toMatchObject( {
			analytics_storage: 'granted',
			ad_storage: 'granted',
		} );
	expect( ( await dataLayer( page ) )[ 0 ].slice( 0, 2 ) ).toEqual( [
		'consent',
		'default',
	] );
} );
