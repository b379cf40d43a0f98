/**
 * Internal dependencies
 */
import { createOverlay } from '../overlay';

function prefersReducedMotion( reduce: boolean ) {
	window.matchMedia = ( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
	} ) ) as unknown as typeof window.matchMedia;
}

describe( 'createOverlay', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'fades in for 200 ms to 0.9 above everything, and hides after 200 ms with a 400 ms fade', () => {
		prefersReducedMotion( false );
		const overlay = createOverlay( document );
		overlay.show();
		const element = document.querySelector< HTMLElement >(
			'.shop-filter-overlay'
		);
		expect( element?.style.zIndex ).toBe( '9000' );
		expect( element?.style.opacity ).toBe( '0.9' );
		expect( element?.style.transition ).toBe( 'opacity 200ms' );

		overlay.hide();
		expect( element?.style.transition ).toBe( 'opacity 400ms 200ms' );
		jest.advanceTimersByTime( 599 );
		expect( element?.isConnected ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( element?.isConnected ).toBe( false );
	} );

	it( 'does not animate when the visitor prefers reduced motion', () => {
		prefersReducedMotion( true );
		const overlay = createOverlay( document );
		overlay.show();
		const element = document.querySelector< HTMLElement >(
			'.shop-filter-overlay'
		);
		expect( element?.style.transition ).toBe( 'none' );
		overlay.hide();
		jest.advanceTimersByTime( 0 );
		expect( element?.isConnected ).toBe( false );
	} );
} );
