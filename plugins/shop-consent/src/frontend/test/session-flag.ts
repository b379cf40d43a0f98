/**
 * Internal dependencies
 */
import {
	HIDDEN_COOKIE,
	hideForSession,
	isHiddenForSession,
} from '../session-flag';

describe( 'session flag', () => {
	afterEach( () => {
		jest.restoreAllMocks();
		document.cookie = `${ HIDDEN_COOKIE }=; path=/; max-age=0`;
	} );

	it( 'remembers in a cookie, seen by every tab, that the bar was hidden', () => {
		expect( isHiddenForSession( window ) ).toBe( false );

		hideForSession( window );

		expect( document.cookie ).toContain( `${ HIDDEN_COOKIE }=1` );
		expect( isHiddenForSession( window ) ).toBe( true );
	} );

	it( 'writes a session cookie: no lifetime, so it ends with the browser session', () => {
		const set = jest.spyOn( document, 'cookie', 'set' );

		hideForSession( window );

		expect( set ).toHaveBeenCalledWith(
			`${ HIDDEN_COOKIE }=1; path=/; SameSite=Lax`
		);
	} );

	it( 'ignores another value and a cookie of a similar name', () => {
		document.cookie = `x${ HIDDEN_COOKIE }=1; path=/`;
		document.cookie = `${ HIDDEN_COOKIE }=0; path=/`;

		expect( isHiddenForSession( window ) ).toBe( false );
		document.cookie = `x${ HIDDEN_COOKIE }=; path=/; max-age=0`;
	} );
} );
