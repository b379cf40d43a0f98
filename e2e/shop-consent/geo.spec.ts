/**
 * Regions: with geo enabled, the uncached REST call picks the model from the headers
 * of the CDN the admin named (Cloudflare here), per US state where the CDN gives one,
 * and the banner follows it.
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

withConsentSettings( { geo: { enabled: true, cdn: 'cloudflare' } } );

/**
 * Opens the home page and waits until the core is ready and the network quiet, with geo answering model none.
 *
 * @param page The page.
 */
async function openWithModelNone( page: Page ) {
	const geo = page.waitForResponse( ( response ) =>
		response.url().includes( 'shop-consent/v1/geo' )
	);
	await page.goto( '/' );
	expect( ( await ( await geo ).json() ).model ).toBe( 'none' );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-consent',
		'ready'
	);
	await page.waitForLoadState( 'networkidle' );
}

for ( const [ country, model ] of [
	[ 'DE', 'optin' ],
	[ 'US', 'optout' ],
	[ 'JP', 'none' ],
] ) {
	test( `the geo endpoint answers ${ model } for CF-IPCountry ${ country }`, async ( {
		request,
	} ) => {
		const response = await request.get( '/wp-json/shop-consent/v1/geo', {
			headers: { 'CF-IPCountry': country },
		} );
		expect( response.status() ).toBe( 200 );
		expect( ( await response.json() ).model ).toBe( model );
		// Per visitor: never cached.
		expect( response.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	} );
}

test( 'a header of another CDN than the one in front is not trusted', async ( {
	request,
} ) => {
	const response = await request.get( '/wp-json/shop-consent/v1/geo', {
		headers: { 'CloudFront-Viewer-Country': 'JP' },
	} );
	expect( await response.json() ).toMatchObject( {
		model: 'optin',
		region: '',
	} );
} );

for ( const [ state, model ] of [
	[ 'CA', 'optout' ],
	[ 'WY', 'none' ],
] ) {
	test( `the geo endpoint answers ${ model } for US state ${ state }`, async ( {
		request,
	} ) => {
		const response = await request.get( '/wp-json/shop-consent/v1/geo', {
			headers: { 'CF-IPCountry': 'US', 'CF-Region-Code': state },
		} );
		expect( await response.json() ).toMatchObject( {
			model,
			region: `US-${ state }`,
		} );
	} );
}

test.describe( 'from California (opt-out state)', () => {
	test.use( {
		extraHTTPHeaders: { 'CF-IPCountry': 'US', 'CF-Region-Code': 'CA' },
	} );

	test( 'the opt-out notice is shown', async ( { page } ) => {
		await page.goto( '/' );
		await expect(
			page.getByRole( 'button', {
				name: 'Do not sell or share my personal information',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'from Wyoming (no state privacy law)', () => {
	test.use( {
		extraHTTPHeaders: { 'CF-IPCountry': 'US', 'CF-Region-Code': 'WY' },
	} );

	test( 'no banner is shown', async ( { page } ) => {
		await openWithModelNone( page );
		await expect(
			page.getByRole( 'button', {
				name: 'Do not sell or share my personal information',
			} )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'from Japan (model none)', () => {
	test.use( { extraHTTPHeaders: { 'CF-IPCountry': 'JP' } } );

	test( 'no banner is shown and everything is allowed', async ( {
		page,
	} ) => {
		await openWithModelNone( page );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toHaveCount( 0 );
		// Model none: all categories in force, without a stored decision.
		expect(
			await page.evaluate( () => {
				const api = (
					window as unknown as {
						shopConsent: { has: ( c: string ) => boolean };
					}
				 ).shopConsent;
				return [ api.has( 'thirdparty' ), api.has( 'advanced' ) ];
			} )
		).toEqual( [ true, true ] );
	} );
} );

test.describe( 'from Germany (model optin)', () => {
	test.use( { extraHTTPHeaders: { 'CF-IPCountry': 'DE' } } );

	test( 'the opt-in banner is shown', async ( { page } ) => {
		await page.goto( '/' );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Reject all' } )
		).toBeVisible();
	} );
} );
