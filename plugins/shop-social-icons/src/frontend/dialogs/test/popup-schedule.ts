/**
 * Internal dependencies
 */
import { schedulePopup } from '../popup-schedule';

/**
 * Lays the page out: its height, the window's and how far it is scrolled, and whether it is a touch device.
 *
 * @param page          The page's height and scroll.
 * @param page.height   Document height.
 * @param page.viewport Window height.
 * @param page.scrollY  Scroll offset.
 * @param page.mobile   A phone or tablet.
 */
function layout( {
	height,
	viewport,
	scrollY,
	mobile = false,
}: {
	height: number;
	viewport: number;
	scrollY: number;
	mobile?: boolean;
} ) {
	Object.defineProperty( document.documentElement, 'scrollHeight', {
		configurable: true,
		value: height,
	} );
	Object.defineProperty( window, 'innerHeight', {
		configurable: true,
		value: viewport,
	} );
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: scrollY,
	} );
	window.matchMedia = jest.fn( ( query: string ) => ( {
		matches: mobile && query.includes( 'coarse' ),
	} ) ) as unknown as typeof window.matchMedia;
}

/**
 * Scrolls to an offset and fires the scroll event.
 *
 * @param scrollY The offset.
 */
function scrollTo( scrollY: number ) {
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: scrollY,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

describe( 'schedulePopup', () => {
	let cancel = () => {};

	beforeEach( () => {
		jest.useFakeTimers();
		layout( { height: 3000, viewport: 800, scrollY: 0 } );
	} );

	afterEach( () => {
		cancel();
		jest.useRealTimers();
	} );

	it( 'shows the popup when the delay has passed, not a millisecond before', () => {
		const due = jest.fn();
		cancel = schedulePopup( window, { delay: 5, onScrollEnd: false }, due );

		jest.advanceTimersByTime( 4999 );
		expect( due ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( due ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'has no time trigger with a delay of 0, and does not react to scrolling unless asked', () => {
		const due = jest.fn();
		cancel = schedulePopup( window, { delay: 0, onScrollEnd: false }, due );

		jest.advanceTimersByTime( 3_600_000 );
		scrollTo( 2200 );
		expect( due ).not.toHaveBeenCalled();
	} );

	it.each( [
		// [ scrollY, mobile, shown ]: the end is at 3000 - 800 = 2200.
		[ 2196, false, false ],
		[ 2197, false, true ],
		[ 2200, false, true ],
		[ 2099, true, false ],
		[ 2100, true, true ],
	] )(
		'on the scroll to the end, at %i px (mobile: %s) it shows: %s',
		( scrollY, mobile, shown ) => {
			layout( { height: 3000, viewport: 800, scrollY: 0, mobile } );
			const due = jest.fn();
			cancel = schedulePopup(
				window,
				{ delay: 0, onScrollEnd: true },
				due
			);

			scrollTo( scrollY );

			expect( due ).toHaveBeenCalledTimes( shown ? 1 : 0 );
		}
	);

	it( 'does not show on load when the page is short: only a scroll counts', () => {
		layout( { height: 500, viewport: 800, scrollY: 0 } );
		const due = jest.fn();
		cancel = schedulePopup( window, { delay: 0, onScrollEnd: true }, due );

		expect( due ).not.toHaveBeenCalled();
		scrollTo( 0 );
		expect( due ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows once when both triggers fire', () => {
		const due = jest.fn();
		cancel = schedulePopup( window, { delay: 5, onScrollEnd: true }, due );

		scrollTo( 2200 );
		scrollTo( 2200 );
		jest.advanceTimersByTime( 10_000 );

		expect( due ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'cancels both triggers', () => {
		const due = jest.fn();
		schedulePopup( window, { delay: 5, onScrollEnd: true }, due )();

		scrollTo( 2200 );
		jest.advanceTimersByTime( 10_000 );

		expect( due ).not.toHaveBeenCalled();
	} );
} );
