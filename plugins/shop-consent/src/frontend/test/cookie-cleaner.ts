/**
 * Internal dependencies
 */
import { clearCookies, domainsOf, matchesPattern } from '../cookie-cleaner';

describe( 'matchesPattern', () => {
	it.each( [
		[ '_ga', '_ga', true ],
		[ '_ga_ABC123', '_ga', false ],
		[ '_ga_ABC123', '_ga_*', true ],
		[ '_gat_UA-1', '_gat*', true ],
		[ '_gat', '_gat*', true ],
		[ 'x_gat', '_gat*', false ],
		[ 'sbjs_current_add', 'sbjs_*', true ],
		[ 'sbjs', 'sbjs_*', false ],
		[ 'a.b', 'a.b', true ],
		[ 'axb', 'a.b', false ],
		[ 'ñ_cookie', 'ñ_*', true ],
		[ 'anything', '*', true ],
	] )( '%s against %s: %s', ( name, pattern, expected ) => {
		expect( matchesPattern( name, pattern ) ).toBe( expected );
	} );
} );

describe( 'domainsOf', () => {
	it( 'lists the host and its parent domains', () => {
		expect( domainsOf( 'shop.example.co.uk' ) ).toEqual( [
			'shop.example.co.uk',
			'example.co.uk',
			'co.uk',
			'uk',
		] );
	} );
} );

describe( 'clearCookies', () => {
	afterEach( () => {
		jest.restoreAllMocks();
		for ( const name of [
			'_ga',
			'_ga_X1',
			'_fbp',
			'keep',
			'shop_consent',
		] ) {
			document.cookie = `${ name }=; path=/; max-age=0`;
		}
	} );

	it( 'deletes the matching cookies and leaves the others', () => {
		for ( const pair of [ '_ga=1', '_ga_X1=2', '_fbp=3', 'keep=4' ] ) {
			document.cookie = `${ pair }; path=/`;
		}

		const deleted = clearCookies( document, [ '_ga', '_ga_*' ] );

		expect( deleted ).toEqual( [ '_ga', '_ga_X1' ] );
		expect( document.cookie.split( '; ' ).sort() ).toEqual( [
			'_fbp=3',
			'keep=4',
		] );
	} );

	it( 'never deletes the consent cookie', () => {
		document.cookie = 'shop_consent=x; path=/';

		expect( clearCookies( document, [ '*' ] ) ).toEqual( [] );
		expect( document.cookie ).toContain( 'shop_consent=x' );
	} );

	it( 'expires each cookie host-only and on every parent domain, path /', () => {
		document.cookie = '_fbp=3; path=/';
		const writes: string[] = [];
		jest.spyOn( document, 'cookie', 'set' ).mockImplementation(
			( value ) => {
				writes.push( value );
			}
		);

		clearCookies( document, [ '_fbp' ] );

		expect( writes ).toEqual( [
			'_fbp=; path=/; max-age=0; SameSite=Lax',
			...domainsOf( window.location.hostname ).map(
				( d ) =>
					`_fbp=; path=/; max-age=0; domain=.${ d }; SameSite=Lax`
			),
		] );
	} );
} );
