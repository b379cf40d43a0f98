/**
 * Internal dependencies
 */
import { pageOfLink } from '../pagination';

describe( 'pageOfLink', () => {
	it.each( [
		[ 'https://shop.test/shop/page/3/', 3 ],
		[ 'https://shop.test/shop/?paged=2', 2 ],
		[ 'https://shop.test/shop/?query-0-page=4', 4 ],
		[ 'https://shop.test/shop/?product-page=5', 5 ],
		[ 'https://shop.test/shop/', null ],
	] )( 'reads %s as %p', ( href, page ) => {
		expect( pageOfLink( href ) ).toBe( page );
	} );
} );
