/**
 * Internal dependencies
 */
import { ease, initBackToTop, scrollToTop, SCROLL_MS } from '../back-to-top';

/**
 * A window whose scroll position and animation frames the test drives.
 *
 * @param reduceMotion What `prefers-reduced-motion: reduce` answers.
 */
function fakeWindow( reduceMotion = false ) {
	const frames: FrameRequestCallback[] = [];
	const win = {
		scrollY: 0,
		scrollX: 0,
		listeners: [] as Array< () => void >,
		addEventListener: ( _: string, listener: () => void ) =>
			win.listeners.push( listener ),
		scrollTo: jest.fn( ( _x: number, y: number ) => ( win.scrollY = y ) ),
		requestAnimationFrame: ( cb: FrameRequestCallback ) =>
			frames.push( cb ),
		matchMedia: () => ( { matches: reduceMotion } ),
		scroll( y: number ) {
			win.scrollY = y;
			win.listeners.forEach( ( l ) => l() );
		},
		runFrame( now: number ) {
			frames.splice( 0 ).forEach( ( cb ) => cb( now ) );
		},
	};
	return win;
}

describe( 'back to top', () => {
	let button: HTMLButtonElement;
	beforeEach( () => {
		document.body.innerHTML =
			'<div class="wp-site-blocks"></div><button class="shop-theme-back-to-top" hidden>top</button>';
		button = document.querySelector( 'button' ) as HTMLButtonElement;
	} );

	it( 'shows after 200 px of scroll and hides again above', () => {
		const win = fakeWindow();
		initBackToTop( button, win as unknown as Window );
		win.scroll( 200 );
		expect( button.hidden ).toBe( true );
		win.scroll( 201 );
		expect( button.hidden ).toBe( false );
		win.scroll( 100 );
		expect( button.hidden ).toBe( true );
	} );

	it( 'scrolls back to the top in 700 ms and moves the focus to the start of the page', () => {
		const win = fakeWindow();
		initBackToTop( button, win as unknown as Window );
		win.scroll( 1000 );
		button.click();
		win.runFrame( 0 );
		win.runFrame( SCROLL_MS / 2 );
		expect( win.scrollY ).toBe( 500 );
		win.runFrame( SCROLL_MS );
		expect( win.scrollY ).toBe( 0 );
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.querySelector( '.wp-site-blocks' )
		);
	} );

	it( 'jumps at once when the visitor prefers reduced motion', () => {
		const win = fakeWindow( true );
		initBackToTop( button, win as unknown as Window );
		win.scroll( 1000 );
		button.click();
		expect( win.scrollY ).toBe( 0 );
	} );

	it( 'eases from 0 to 1', () => {
		expect( ease( 0 ) ).toBe( 0 );
		expect( ease( 1 ) ).toBe( 1 );
		expect( ease( 0.25 ) ).toBeLessThan( 0.25 );
	} );

	it( 'does nothing at the top', () => {
		const win = fakeWindow();
		scrollToTop( win as unknown as Window, false );
		expect( win.scrollTo ).toHaveBeenCalledWith( 0, 0 );
	} );
} );
