/**
 * Internal dependencies
 */
import { paramsOf, pushLink } from '../history';

describe( 'paramsOf', () => {
	it( 'reads filter values and the page, without the marker', () => {
		expect(
			paramsOf(
				'https://shop.test/shop/?filter=1&pa_color=red,blue&min_price=10&paged=2'
			)
		).toEqual( {
			params: [
				[ 'pa_color', 'red,blue' ],
				[ 'min_price', '10' ],
			],
			page: 2,
		} );
	} );
} );

describe( 'pushLink', () => {
	it( 'pushes a new link once, marked as the filter’s', () => {
		window.history.replaceState( null, '', '/shop/' );
		pushLink( window, 'http://localhost/shop/?filter=1&pa_color=red' );
		pushLink( window, 'http://localhost/shop/?filter=1&pa_color=red' );
		expect( window.location.search ).toBe( '?filter=1&pa_color=red' );
		expect( window.history.state ).toEqual( { shopFilter: true } );
	} );
} );
