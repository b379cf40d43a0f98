/**
 * Internal dependencies
 */
import {
	cookieNames,
	cookieString,
	deleteCookie,
	readCookie,
	readCookies,
	writeCookie,
} from '../cookie-jar';

/**
 * A document whose `cookie` is a plain string, to read what the browser would have been asked to store.
 *
 * @param cookie   What `document.cookie` returns.
 * @param protocol The page's protocol.
 */
function fakeDocument( cookie: string, protocol = 'http:' ) {
	const writes: string[] = [];
	const doc = {
		location: { protocol },
		get cookie() {
			return cookie;
		},
		set cookie( value: string ) {
			writes.push( value );
		},
	} as unknown as Document;
	return { doc, writes };
}

describe( 'reading', () => {
	const { doc } = fakeDocument(
		'a=1; shop_consent=%7B%22x%22%3A1%7D;  spaced = two ;flag; b=x=y'
	);

	it( 'lists every cookie with its raw value', () => {
		expect( readCookies( doc ) ).toEqual( [
			[ 'a', '1' ],
			[ 'shop_consent', '%7B%22x%22%3A1%7D' ],
			[ 'spaced', 'two' ],
			[ '', 'flag' ],
			[ 'b', 'x=y' ],
		] );
	} );

	it( 'lists the names', () => {
		expect( cookieNames( doc ) ).toEqual( [
			'a',
			'shop_consent',
			'spaced',
			'b',
		] );
	} );

	it.each( [
		[ 'shop_consent', '%7B%22x%22%3A1%7D' ],
		[ 'b', 'x=y' ],
		[ 'missing', null ],
		[ 'shop', null ],
	] )( 'reads %s as %p', ( name, value ) => {
		expect( readCookie( doc, name ) ).toBe( value );
	} );

	it( 'reads nothing from an empty cookie string', () => {
		expect( readCookies( fakeDocument( '' ).doc ) ).toEqual( [] );
	} );
} );

describe( 'writing', () => {
	it.each( [
		[
			'a session cookie on http',
			{},
			'http:',
			'n=v; path=/; SameSite=Lax',
		],
		[
			'a lasting cookie on https',
			{ maxAge: 86400 },
			'https:',
			'n=v; path=/; max-age=86400; SameSite=Lax; Secure',
		],
		[
			'every attribute given',
			{
				path: '/shop/',
				maxAge: 0.4,
				sameSite: 'Strict',
				secure: false,
				domain: '.example.com',
			},
			'https:',
			'n=v; path=/shop/; max-age=0; domain=.example.com; SameSite=Strict',
		],
	] as const )( 'builds %s', ( _, attributes, protocol, expected ) => {
		const { doc, writes } = fakeDocument( '', protocol );

		writeCookie( doc, 'n', 'v', attributes );

		expect( writes ).toEqual( [ expected ] );
		expect( cookieString( doc, 'n', 'v', attributes ) ).toBe( expected );
	} );

	it( 'deletes with the path and domain the cookie was set with', () => {
		const { doc, writes } = fakeDocument( '' );

		deleteCookie( doc, '_ga' );
		deleteCookie( doc, '_ga', { domain: '.example.com' } );

		expect( writes ).toEqual( [
			'_ga=; path=/; max-age=0; SameSite=Lax',
			'_ga=; path=/; max-age=0; domain=.example.com; SameSite=Lax',
		] );
	} );

	it( 'stores, reads and deletes in a real document', () => {
		writeCookie( document, 'jar_test', 'a%3Bb', { maxAge: 60 } );
		expect( readCookie( document, 'jar_test' ) ).toBe( 'a%3Bb' );

		deleteCookie( document, 'jar_test' );
		expect( readCookie( document, 'jar_test' ) ).toBeNull();
	} );
} );
