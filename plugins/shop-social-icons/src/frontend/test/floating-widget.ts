/**
 * Internal dependencies
 */
import {
	CONSENT_BAR_HEIGHT,
	HOLDER_DELAY_MS,
	consentBarHeight,
	isStuck,
	stickyTop,
	wireFloatingWidget,
} from '../floating-widget';

describe( 'stickyTop', () => {
	it.each( [
		[ 'top-left', 0, 20 ],
		[ 'top-right', 32, 52 ],
		[ 'center-top', 0, 20 ],
		[ 'center-left', 0, 380 ],
		[ 'center-right', 0, 380 ],
		[ 'bottom-left', 0, 740 ],
		[ 'bottom-right', 0, 740 ],
	] )(
		'stops a 40 px widget at %s (admin bar %i px) %i px from the viewport’s top',
		( position, inset, top ) => {
			expect( stickyTop( position, 40, 800, inset ) ).toBe( top );
		}
	);
} );

describe( 'stickyTop above the consent bar', () => {
	it.each( [
		[ 'bottom-left', 104, 636 ],
		[ 'bottom-right', 260, 480 ],
		[ 'top-left', 260, 20 ],
		[ 'center-left', 260, 380 ],
	] )(
		'stops a 40 px widget at %s above a %i px bar, %i px from the top',
		( position, bar, top ) => {
			expect( stickyTop( position, 40, 800, 0, bar ) ).toBe( top );
		}
	);

	it( 'reads the bar’s height from the root element, 0 without it', () => {
		expect( consentBarHeight( window ) ).toBe( 0 );
		document.documentElement.style.setProperty(
			CONSENT_BAR_HEIGHT,
			'104px'
		);
		expect( consentBarHeight( window ) ).toBe( 104 );
		document.documentElement.style.removeProperty( CONSENT_BAR_HEIGHT );
	} );
} );

describe( 'isStuck', () => {
	it( 'sticks once the holder has scrolled up to the stop', () => {
		expect( isStuck( 21, 20 ) ).toBe( false );
		expect( isStuck( 20, 20 ) ).toBe( true );
		expect( isStuck( -500, 20 ) ).toBe( true );
	} );
} );

describe( 'wireFloatingWidget', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'sets a sticky holder to the widget’s height plus 15 px after 200 ms', () => {
		document.body.innerHTML =
			'<div class="shop-social-icons-floating is-sticky" data-position="top-left"><ul class="shop-social-icons"></ul></div>';
		const holder = document.querySelector(
			'.shop-social-icons-floating'
		) as HTMLElement;
		const widget = holder.querySelector( 'ul' ) as HTMLElement;
		Object.defineProperty( widget, 'offsetHeight', { value: 48 } );
		jest.spyOn( holder, 'getBoundingClientRect' ).mockReturnValue( {
			top: 100,
		} as DOMRect );

		wireFloatingWidget( document, window );
		expect( holder.classList.contains( 'is-stuck' ) ).toBe( false );
		jest.advanceTimersByTime( HOLDER_DELAY_MS - 1 );
		expect( holder.style.height ).toBe( '' );
		jest.advanceTimersByTime( 1 );
		expect( holder.style.height ).toBe( '63px' );
	} );

	it( 'fixes a sticky widget at its place once scrolled there', () => {
		document.body.innerHTML =
			'<div class="shop-social-icons-floating is-sticky" data-position="top-left"><ul class="shop-social-icons"></ul></div>';
		const holder = document.querySelector(
			'.shop-social-icons-floating'
		) as HTMLElement;
		jest.spyOn( holder, 'getBoundingClientRect' ).mockReturnValue( {
			top: 5,
		} as DOMRect );

		wireFloatingWidget( document, window );

		expect( holder.classList.contains( 'is-stuck' ) ).toBe( true );
		expect(
			( holder.querySelector( 'ul' ) as HTMLElement ).style.top
		).toBe( '20px' );
	} );

	it( 'leaves a following widget to the stylesheet', () => {
		document.body.innerHTML =
			'<div class="shop-social-icons-floating is-follow" data-position="top-left"><ul class="shop-social-icons"></ul></div>';
		wireFloatingWidget( document, window );
		jest.runAllTimers();
		expect(
			(
				document.querySelector(
					'.shop-social-icons-floating'
				) as HTMLElement
			 ).getAttribute( 'style' )
		).toBeNull();
	} );
} );
