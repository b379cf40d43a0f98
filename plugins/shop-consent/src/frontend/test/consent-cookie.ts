/**
 * Internal dependencies
 */
import {
	COOKIE_NAME,
	newConsentId,
	parseConsentCookie,
	consentCookieValue,
	readConsentCookie,
	writeConsentCookie,
} from '../consent-cookie';
import type { ConsentRecord } from '../types';

const ID = '0123456789abcdef0123456789abcdef';
const record: ConsentRecord = {
	strict: 1,
	thirdparty: 0,
	advanced: 1,
	version: 3,
	id: ID,
};
const encode = ( value: unknown ) =>
	encodeURIComponent( JSON.stringify( value ) );

describe( 'parseConsentCookie', () => {
	it.each( [
		[ 'missing', undefined ],
		[ 'empty', '' ],
		[ 'plain garbage', 'yes' ],
		[ 'truncated JSON', encode( record ).slice( 0, 30 ) ],
		[ 'bad URI encoding', '%E0%A4%A' ],
		[ 'base64 of the JSON', btoa( JSON.stringify( record ) ) ],
		[ 'unicode garbage', encodeURIComponent( '{"strict":"✓"}' ) ],
		[ 'raw unicode', 'ñ☃💥' ],
		[ 'null', encode( null ) ],
		[ 'an array', encode( [ 1, 0, 0 ] ) ],
		[ 'a number', '1' ],
		[ 'a flag as boolean', encode( { ...record, thirdparty: true } ) ],
		[ 'a flag as string', encode( { ...record, strict: '1' } ) ],
		[ 'a flag out of range', encode( { ...record, advanced: 2 } ) ],
		[
			'a missing flag',
			encode( { strict: 1, thirdparty: 0, version: 1, id: ID } ),
		],
		[ 'a fractional version', encode( { ...record, version: 1.5 } ) ],
		[ 'a negative version', encode( { ...record, version: -1 } ) ],
		[ 'a version as string', encode( { ...record, version: '3' } ) ],
		[ 'no id', encode( { ...record, id: undefined } ) ],
		[
			'an id with markup',
			encode( { ...record, id: '<script>alert(1)</script>' } ),
		],
		[ 'a unicode id', encode( { ...record, id: 'ümlautümlaut' } ) ],
		[
			'strict off with another category on',
			encode( { ...record, strict: 0 } ),
		],
	] )( 'gives null for %s', ( _, value ) => {
		expect( parseConsentCookie( value ) ).toBeNull();
	} );

	it.each( [
		[ 'a record', record ],
		[ 'all zero', { ...record, strict: 0, advanced: 0 } ],
		[ 'version 0', { ...record, version: 0 } ],
	] )( 'reads %s', ( _, value ) => {
		expect( parseConsentCookie( encode( value ) ) ).toEqual( value );
	} );

	it( 'ignores unknown fields', () => {
		expect(
			parseConsentCookie( encode( { ...record, extra: 'x' } ) )
		).toEqual( record );
	} );
} );

describe( 'readConsentCookie', () => {
	afterEach( () => {
		for ( const name of [ '_ga', COOKIE_NAME, `old_${ COOKIE_NAME }` ] ) {
			document.cookie = `${ name }=; path=/; max-age=0`;
		}
	} );

	it( 'finds the record among other cookies', () => {
		document.cookie = '_ga=GA1.1; path=/';
		document.cookie = `${ COOKIE_NAME }=${ encode( record ) }; path=/`;

		expect( readConsentCookie( document ) ).toEqual( record );
	} );

	it( 'does not take a cookie whose name only ends like ours', () => {
		document.cookie = `old_${ COOKIE_NAME }=${ encode( record ) }; path=/`;

		expect( readConsentCookie( document ) ).toBeNull();
	} );

	it( 'gives null without the cookie', () => {
		expect( readConsentCookie( document ) ).toBeNull();
	} );
} );

describe( 'writeConsentCookie', () => {
	afterEach( () => {
		document.cookie = `${ COOKIE_NAME }=; path=/; max-age=0`;
	} );

	it( 'stores a record that reads back the same', () => {
		writeConsentCookie( document, record, 365 );

		expect( readConsentCookie( document ) ).toEqual( record );
	} );

	it( 'sets path, lifetime and SameSite', () => {
		const writes: string[] = [];
		jest.spyOn( document, 'cookie', 'set' ).mockImplementation(
			( value ) => {
				writes.push( value );
			}
		);

		writeConsentCookie( document, record, 30 );

		expect( writes ).toEqual( [
			`${ COOKIE_NAME }=${ consentCookieValue(
				record
			) }; path=/; max-age=2592000; SameSite=Lax`,
		] );
		jest.restoreAllMocks();
	} );

	it( 'writes only the five fields, URI-encoded', () => {
		expect(
			consentCookieValue( { ...record, extra: 1 } as ConsentRecord )
		).toBe( encode( record ) );
	} );
} );

describe( 'newConsentId', () => {
	it( 'gives 32 hex digits from getRandomValues', () => {
		const crypto = {
			getRandomValues: < T extends ArrayBufferView | null >(
				array: T
			) => {
				new Uint8Array(
					( array as unknown as Uint8Array ).buffer
				).fill( 171 );
				return array;
			},
		};

		expect( newConsentId( crypto ) ).toBe( 'ab'.repeat( 16 ) );
		expect(
			parseConsentCookie(
				encode( { ...record, id: newConsentId( crypto ) } )
			)
		).not.toBeNull();
	} );
} );
