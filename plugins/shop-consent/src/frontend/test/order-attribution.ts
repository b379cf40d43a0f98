/**
 * Internal dependencies
 */
import { createAttributionSync } from '../order-attribution';

describe( 'createAttributionSync', () => {
	afterEach( () => {
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

		expect( setOrderTracking ).not.toHaveBeenCalled();
	} );

	it( 'calls setOrderTracking on every real change', () => {
		const setOrderTracking = woocommerce( false );
		const sync = createAttributionSync( window );

		sync( false );
		sync( true );
		sync( true );
		sync( false );

		expect( setOrderTracking.mock.calls ).toEqual( [
			[ true ],
			[ false ],
		] );
	} );

	it( 'sets the params WooCommerce’s script will start from when it has not run yet', () => {
		window.wc_order_attribution = { params: { allowTracking: false } };

		createAttributionSync( window )( true );

		expect( window.wc_order_attribution.params?.allowTracking ).toBe(
			true
		);
	} );

	it( 'does nothing without WooCommerce’s attribution on the page', () => {
		expect( () => createAttributionSync( window )( true ) ).not.toThrow();
		expect( window.wc_order_attribution ).toBeUndefined();
	} );
} );
