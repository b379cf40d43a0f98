/**
 * External dependencies
 */
import { jsonAnswer as answer } from '@shop-bundle/storefront-runtime/test/fixtures/fake-fetch';

/**
 * Internal dependencies
 */
import { fetchGeo, fetchScripts, postClearCookies } from '../rest-client';

describe( 'fetchScripts', () => {
	it( 'GETs the categories and returns the markup', async () => {
		const markup = {
			thirdparty: { head: '<script></script>', body: '', footer: '' },
		};
		const fetcher = answer( markup );

		await expect(
			fetchScripts(
				fetcher,
				'/scripts',
				[ 'thirdparty', 'advanced' ],
				'https://shop.test/'
			)
		).resolves.toEqual( markup );
		expect( fetcher ).toHaveBeenCalledWith(
			'https://shop.test/scripts?categories=thirdparty%2Cadvanced',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
	} );

	it( 'rejects on an HTTP error', async () => {
		await expect(
			fetchScripts(
				answer( {}, 500 ),
				'/scripts',
				[ 'strict' ],
				'https://shop.test/'
			)
		).rejects.toThrow( 'HTTP 500' );
	} );
} );

describe( 'fetchGeo', () => {
	it.each( [
		[
			{ model: 'optout', region: 'US-CA', gpc: true },
			{ model: 'optout', region: 'US-CA', gpc: true },
		],
		[
			{ model: 'none', region: 'BR' },
			{ model: 'none', region: 'BR', gpc: false },
		],
		[
			{ model: 'weird', gpc: 'yes' },
			{ model: 'optin', region: '', gpc: false },
		],
		[ null, { model: 'optin', region: '', gpc: false } ],
	] )( 'reads %o as %o', async ( body, expected ) => {
		await expect( fetchGeo( answer( body ), '/geo' ) ).resolves.toEqual(
			expected
		);
	} );
} );

describe( 'postClearCookies', () => {
	it( 'POSTs the refused categories as a form, kept alive across the reload', () => {
		const fetcher = answer( {} );

		postClearCookies( fetcher, '/clear', [ 'thirdparty', 'advanced' ] );

		const [ url, init ] = fetcher.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( '/clear' );
		expect( init.method ).toBe( 'POST' );
		expect( init.keepalive ).toBe( true );
		expect( String( init.body ) ).toBe(
			'categories=thirdparty%2Cadvanced'
		);
	} );
} );
