/**
 * Internal dependencies
 */
import {
	formBody,
	getJson,
	postForm,
	sendBeacon,
	withQuery,
} from '../rest-client';
import type { Transport } from '../rest-client';
import { jsonAnswer as answer } from './fixtures/fake-fetch';

const requestOf = ( fetcher: { mock: { calls: unknown[][] } } ) =>
	fetcher.mock.calls[ 0 ] as unknown as [ string, RequestInit ];

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

describe( 'formBody', () => {
	it( 'encodes fields as a form, numbers as strings', () => {
		expect(
			formBody( { id: 'ab', strict: 1, region: '' } ).toString()
		).toBe( 'id=ab&strict=1&region=' );
	} );

	it( 'copies a body that is a form already', () => {
		expect( formBody( new URLSearchParams( 'a=1&b=2' ) ).toString() ).toBe(
			'a=1&b=2'
		);
	} );
} );

describe( 'getJson', () => {
	it( 'GETs JSON with the page’s cookies', async () => {
		const fetcher = answer( { ok: 1 } );

		await expect( getJson( fetcher, '/x' ) ).resolves.toEqual( { ok: 1 } );
		const [ url, init ] = requestOf( fetcher );
		expect( url ).toBe( '/x' );
		expect( init ).toEqual( {
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		} );
	} );

	it( 'rejects on an HTTP error', async () => {
		await expect( getJson( answer( {}, 500 ), '/x' ) ).rejects.toThrow(
			'HTTP 500 from /x'
		);
	} );
} );

describe( 'postForm', () => {
	it( 'POSTs a form kept alive across a reload', () => {
		const fetcher = answer( {} );

		postForm( fetcher, '/clear', { categories: 'thirdparty,advanced' } );

		const [ url, init ] = requestOf( fetcher );
		expect( url ).toBe( '/clear' );
		expect( init ).toMatchObject( {
			method: 'POST',
			keepalive: true,
			credentials: 'same-origin',
		} );
		expect( String( init.body ) ).toBe(
			'categories=thirdparty%2Cadvanced'
		);
	} );
} );

describe( 'sendBeacon', () => {
	it( 'queues the form as a beacon', () => {
		const transport = {
			fetch: answer( {} ),
			sendBeacon: jest.fn< Transport[ 'sendBeacon' ] >( () => true ),
		};

		sendBeacon( transport, '/log', { a: 1 } );

		expect( transport.sendBeacon ).toHaveBeenCalledWith(
			'/log',
			new URLSearchParams( 'a=1' )
		);
		expect( transport.fetch ).not.toHaveBeenCalled();
	} );

	it( 'falls back to a keepalive POST without cookies when the browser refuses the beacon', async () => {
		const transport = {
			fetch: jest.fn< typeof fetch >( () =>
				Promise.reject( new Error( 'offline' ) )
			),
			sendBeacon: jest.fn< Transport[ 'sendBeacon' ] >( () => false ),
		};

		sendBeacon( transport, '/hit', { page: 3 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		const [ url, init ] = requestOf( transport.fetch );
		expect( url ).toBe( '/hit' );
		expect( init ).toMatchObject( {
			method: 'POST',
			keepalive: true,
			credentials: 'omit',
		} );
		expect( String( init.body ) ).toBe( 'page=3' );
	} );
} );
