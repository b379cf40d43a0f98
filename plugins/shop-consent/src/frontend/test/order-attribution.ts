/**
 * Internal dependencies
 */
import {
	ATTRIBUTION_POLL_MS,
	ATTRIBUTION_POLL_TRIES,
	createAttributionSync,
} from '../order-attribution';

describe( 'createAttributionSync', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
		delete window.wc_order_attribution;
	} );

	it( 'calls setOrderTracking on every change', () => {
		const setOrderTracking = jest.fn();
		window.wc_order_attribution = { setOrderTracking };
		const sync = createAttributionSync( window );

		sync( true );
		sync( false );

		expect( setOrderTracking.mock.calls ).toEqual( [
			[ true ],
			[ false ],
		] );
	} );

	it( 'replays the last decision once WooCommerce’s script has defined setOrderTracking', () => {
		// The params are printed inline before WooCommerce's script runs.
		window.wc_order_attribution = {};
		const sync = createAttributionSync( window );

		sync( false );
		sync( true );
		jest.advanceTimersByTime( ATTRIBUTION_POLL_MS );
		const setOrderTracking = jest.fn();
		window.wc_order_attribution.setOrderTracking = setOrderTracking;
		jest.advanceTimersByTime( ATTRIBUTION_POLL_MS * 3 );

		expect( setOrderTracking.mock.calls ).toEqual( [ [ true ] ] );
	} );

	it( 'gives up after a while', () => {
		window.wc_order_attribution = {};
		createAttributionSync( window )( true );

		jest.advanceTimersByTime(
			ATTRIBUTION_POLL_MS * ATTRIBUTION_POLL_TRIES
		);
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'does not wait without WooCommerce’s attribution on the page', () => {
		createAttributionSync( window )( true );

		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
