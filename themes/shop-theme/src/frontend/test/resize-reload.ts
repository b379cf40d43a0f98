/**
 * Internal dependencies
 */
import {
	initResizeReload,
	isMobileAgent,
	reloadsAt,
	SETTLE_MS,
} from '../resize-reload';

describe( 'reload on resize', () => {
	it( 'reloads only for a new width between 321 and 990', () => {
		expect( reloadsAt( 1200, 990 ) ).toBe( true );
		expect( reloadsAt( 1200, 321 ) ).toBe( true );
		expect( reloadsAt( 1200, 991 ) ).toBe( false );
		expect( reloadsAt( 1200, 320 ) ).toBe( false );
		expect( reloadsAt( 800, 800 ) ).toBe( false );
	} );

	it( 'tells phones and tablets from desktops', () => {
		expect(
			isMobileAgent(
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148'
			)
		).toBe( true );
		expect(
			isMobileAgent( 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile' )
		).toBe( true );
		expect(
			isMobileAgent( 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' )
		).toBe( false );
	} );

	function fakeWindow( userAgent: string ) {
		const win = {
			innerWidth: 1200,
			navigator: { userAgent },
			location: { reload: jest.fn() },
			resize: () => undefined as unknown,
			addEventListener: ( _: string, listener: () => void ) =>
				( win.resize = listener ),
			setTimeout: ( cb: () => void, ms: number ) => setTimeout( cb, ms ),
			clearTimeout: ( id: number ) => clearTimeout( id ),
		};
		return win;
	}

	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'reloads a desktop window once it settles at a width in the range', () => {
		const win = fakeWindow( 'Mozilla/5.0 (X11; Linux x86_64)' );
		initResizeReload( win as unknown as Window );
		win.innerWidth = 800;
		win.resize();
		win.innerWidth = 700;
		win.resize();
		jest.advanceTimersByTime( SETTLE_MS );
		expect( win.location.reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never reloads on a mobile agent', () => {
		const win = fakeWindow( 'Mozilla/5.0 (iPhone) Mobile' );
		initResizeReload( win as unknown as Window );
		win.innerWidth = 800;
		win.resize();
		jest.advanceTimersByTime( SETTLE_MS );
		expect( win.location.reload ).not.toHaveBeenCalled();
	} );
} );
