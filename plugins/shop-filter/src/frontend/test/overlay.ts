/**
 * Internal dependencies
 */
import { createOverlay } from '../overlay';

function prefersReducedMotion( reduce: boolean ) {
	window.matchMedia = ( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
	} ) ) as unknown as typeof window.matchMedia;
}

const part = ( name: string ) =>
	document.querySelector< HTMLElement >( `.shop-filter-overlay__${ name }` );

describe( 'createOverlay', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'covers the page at the default opacity 0.6 above everything, its Loading box fading in for 200 ms to 0.9', () => {
		prefersReducedMotion( false );
		createOverlay( document, 'Loading…' ).show();

		const element = document.querySelector< HTMLElement >(
			'.shop-filter-overlay'
		);
		expect( element?.style.zIndex ).toBe( '9000' );
		expect( element?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( part( 'backdrop' )?.style.opacity ).toBe( '0.6' );
		expect( part( 'label' )?.style.opacity ).toBe( '0.9' );
		expect( part( 'label' )?.textContent ).toBe( 'Loading…' );
		expect( part( 'label' )?.style.transition ).toBe( 'opacity 200ms' );
		expect( part( 'backdrop' )?.style.transition ).toBe( 'opacity 200ms' );
	} );

	it( 'hides after 200 ms with a 400 ms fade, then leaves the page', () => {
		prefersReducedMotion( false );
		const overlay = createOverlay( document );
		overlay.show();
		const element = document.querySelector( '.shop-filter-overlay' );

		overlay.hide();
		expect( part( 'backdrop' )?.style.transition ).toBe(
			'opacity 400ms 200ms'
		);
		expect( part( 'label' )?.style.opacity ).toBe( '0' );
		jest.advanceTimersByTime( 599 );
		expect( element?.isConnected ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( element?.isConnected ).toBe( false );
	} );

	it( 'shows again at once when a submit starts while it fades out', () => {
		prefersReducedMotion( false );
		const overlay = createOverlay( document );
		overlay.show();
		overlay.hide();
		overlay.show();
		jest.advanceTimersByTime( 1000 );

		expect( part( 'backdrop' )?.isConnected ).toBe( true );
		expect( part( 'backdrop' )?.style.opacity ).toBe( '0.6' );
	} );

	it( 'does not animate when the visitor prefers reduced motion', () => {
		prefersReducedMotion( true );
		const overlay = createOverlay( document );
		overlay.show();
		expect( part( 'label' )?.style.transition ).toBe( 'none' );
		const element = document.querySelector( '.shop-filter-overlay' );
		overlay.hide();
		jest.advanceTimersByTime( 0 );
		expect( element?.isConnected ).toBe( false );
	} );
} );
