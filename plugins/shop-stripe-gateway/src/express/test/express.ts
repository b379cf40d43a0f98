/**
 * Internal dependencies
 */
import { startExpress } from '../start-express';

jest.mock( '../start-express', () => ( {
	startExpress: jest.fn( () => Promise.resolve( null ) ),
} ) );

const CONTAINER =
	'<div class="shop-stripe-express" data-config="{}"><div class="shop-stripe-express__buttons"></div></div>';

describe( 'the express entry', () => {
	it( 'starts each container once, and one WooCommerce draws later (the cart’s totals)', async () => {
		document.body.innerHTML = `<div class="cart_totals">${ CONTAINER }</div>`;
		await import( '../express' );
		expect( startExpress ).toHaveBeenCalledTimes( 1 );

		// WooCommerce replaces the cart's totals after an update.
		document.querySelector( '.cart_totals' )!.innerHTML = CONTAINER;
		await new Promise( ( resolve ) => setTimeout( resolve ) );

		expect( startExpress ).toHaveBeenCalledTimes( 2 );
		expect( jest.mocked( startExpress ).mock.calls[ 1 ][ 1 ] ).toBe(
			document.querySelector( '.shop-stripe-express' )
		);
	} );
} );
