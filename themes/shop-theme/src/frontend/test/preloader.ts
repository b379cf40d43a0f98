/**
 * Internal dependencies
 */
import {
	initPreloader,
	PRELOADER_FADE_MS,
	WRAPPER_DELAY_MS,
} from '../preloader';

describe( 'pre-loader', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'fades the pre-loader after 500 ms and removes the wrapper after 1000 ms', () => {
		const wrapper = document.createElement( 'div' );
		initPreloader( wrapper, window );

		jest.advanceTimersByTime( PRELOADER_FADE_MS - 1 );
		expect( wrapper.className ).toBe( '' );
		jest.advanceTimersByTime( 1 );
		expect( wrapper.classList.contains( 'is-faded' ) ).toBe( true );
		expect( wrapper.classList.contains( 'is-gone' ) ).toBe( false );
		jest.advanceTimersByTime( WRAPPER_DELAY_MS - PRELOADER_FADE_MS );
		expect( wrapper.classList.contains( 'is-gone' ) ).toBe( true );
	} );
} );
