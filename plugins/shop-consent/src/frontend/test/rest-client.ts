/**
 * Internal dependencies
 */
import {
	fetchGeo,
	fetchScripts,
	logBody,
	postClearCookies,
	withQuery,
} from '../rest-client';

const answer = ( body: unknown, status = 200 ) =>
	jest.fn< typeof fetch >( () =>
		Promise.resolve( {
			ok: status < 400,
			status,
			json: () => Promise.resolve( body ),
		} as Response )
	);

describe( 'withQuery', () => {
	it.each( [
		[
			'/wp-json/shop-consent/v1/scripts',
			'https://shop.test/wp-json/shop-consent/v1/scripts?categories=a%2Cb',
		],
		[
			'/?rest_route=/shop-consent/v1/scripts',
			'https://shop.test/?rest_route=%2Fshop-consent%2Fv1%2Fscripts&categories=a%2Cb',
		],
		[
			'https://shop.test/wp-json/s?v=9',
			'https://shop.test/wp-json/s?v=9&categories=a%2Cb',
		],
	] )( 'adds parameters to %s', ( url, expected ) => {
		expect(
			withQuery( url, { categories: 'a,b' }, 'https://shop.test/page/' )
		).toBe( expected );
	} );
} );

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

describe( 'logBody', () => {
	it( 'encodes a log entry as a form', () => {
		expect(
			logBody( {
				id: 'ab12',
				strict: 1,
				thirdparty: 0,
				advanced: 1,
				version: 2,
				textVersion: 3,
				region: 'EU',
				source: 'banner',
			} ).toString()
		).toBe(
			'id=ab12&strict=1&thirdparty=0&advanced=1&version=2&textVersion=3&region=EU&source=banner'
		);
	} );
} );
