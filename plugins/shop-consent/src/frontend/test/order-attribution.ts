/**
 * Internal dependencies
 */
import { createAttributionSync } from '../order-attribution';

describe( 'createAttributionSync', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
		delete window.wc_order_attribution;
	} );

	/**
	 * WooCommerce's `setOrderTracking()`, which keeps `params.allowTracking` as it does.
	 * @param allowTracking What WooCommerce applied on load.
	 */
	function woocommerce( allowTracking: boolean ) {
		const params = { allowTracking };
		const setOrderTracking = jest.fn( ( allow: boolean ) => {
			params.allowTracking = allow;
		} );
		window.wc_order_attribution = { params, setOrderTracking };
		return setOrderTracking;
	}

	it( 'leaves WooCommerce alone when it already applied the same answer', () => {
		const setOrderTracking = woocommerce( true );

		createAttributionSync( window )( true );
		jest.runAllTimers();

		expect( setOrderTracking ).not.toHaveBeenCalled();
	} );

	it( 'calls setOrderTracking on every real change', () => {
		const setOrderTracking = woocommerce( false );
		const sync = createAttributionSync( window );

		for ( const allowed of [ false, true, true, false ] ) {
			sync( allowed );
			jest.runAllTimers();
		}

		expect( setOrderTracking.mock.calls ).toEqual( [
			[ true ],
			[ false ],
		] );
	} );

	it( 'calls WooCommerce in a task of its own, not while our script runs', () => {
		const setOrderTracking = woocommerce( false );

		createAttributionSync( window )( true );
		expect( setOrderTracking ).not.toHaveBeenCalled();

		jest.runAllTimers();
		expect( setOrderTracking.mock.calls ).toEqual( [ [ true ] ] );
	} );

	it( 'applies only the last of several decisions taken in one task', () => {
		const setOrderTracking = woocommerce( false );
		const sync = createAttributionSync( window );

		sync( true );
		sync( false );
		jest.runAllTimers();

		expect( setOrderTracking ).not.toHaveBeenCalled();
	} );

	it( 'sets the params WooCommerce’s script will start from when it has not run yet', () => {
		window.wc_order_attribution = { params: { allowTracking: false } };

		createAttributionSync( window )( true );
		jest.runAllTimers();

		expect( window.wc_order_attribution.params?.allowTracking ).toBe(
			true
		);
	} );

	it( 'does nothing without WooCommerce’s attribution on the page', () => {
		createAttributionSync( window )( true );

		expect( jest.getTimerCount() ).toBe( 0 );
		expect( window.wc_order_attribution ).toBeUndefined();
	} );
} );
