/**
 * Internal dependencies
 */
import { invalidPriceRanges } from '../price-ranges';

describe( 'invalidPriceRanges', () => {
	it.each( [
		[ '0-25,25-50,50-100,100-1000', false ],
		[ '0-9.99, 10-19.99', false ],
		[ '', true ],
		[ '0-25,', true ],
		[ '50-25', true ],
		[ '-5-10', true ],
		[ 'cheap', true ],
	] )( '"%s" is invalid: %s', ( text, invalid ) => {
		expect( invalidPriceRanges( text ) ).toBe( invalid );
	} );
} );
