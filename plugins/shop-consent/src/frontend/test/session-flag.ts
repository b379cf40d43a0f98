/**
 * Internal dependencies
 */
import {
	HIDDEN_KEY,
	hideForSession,
	isHiddenForSession,
} from '../session-flag';

describe( 'session flag', () => {
	afterEach( () => {
		jest.restoreAllMocks();
		window.sessionStorage.clear();
	} );

	it( 'remembers that the bar was hidden for the session', () => {
		expect( isHiddenForSession( window ) ).toBe( false );

		hideForSession( window );

		expect( window.sessionStorage.getItem( HIDDEN_KEY ) ).toBe( '1' );
		expect( isHiddenForSession( window ) ).toBe( true );
	} );

	it( 'does not throw when storage is unavailable', () => {
		jest.spyOn( Storage.prototype, 'getItem' ).mockImplementation( () => {
			throw new Error( 'SecurityError' );
		} );
		jest.spyOn( Storage.prototype, 'setItem' ).mockImplementation( () => {
			throw new Error( 'QuotaExceededError' );
		} );

		expect( () => hideForSession( window ) ).not.toThrow();
		expect( isHiddenForSession( window ) ).toBe( false );
	} );
} );
