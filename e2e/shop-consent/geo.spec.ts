/**
 * Regions: with geo enabled, the uncached REST call picks the model from the CDN
 * country header, and the banner follows it.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { withConsentSettings } from './consent-settings';

test.use( { storageState: shopperState } );

withConsentSettings( { geo: { enabled: true } } );

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

test( 'CloudFront-Viewer-Country is read too', async ( { request } ) => {
	const response = await request.get( '/wp-json/shop-consent/v1/geo', {
		headers: { 'CloudFront-Viewer-Country': 'US' },
	} );
	expect( ( await response.json() ).model ).toBe( 'optout' );
} );

test.describe( 'from Japan (model none)', () => {
	test.use( { extraHTTPHeaders: { 'CF-IPCountry': 'JP' } } );

	test( 'no banner is shown and everything is allowed', async ( {
		page,
	} ) => {
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
