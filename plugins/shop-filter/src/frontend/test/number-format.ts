/**
 * Internal dependencies
 */
import { formatNumber, priceParam } from '../number-format';

describe( 'formatNumber', () => {
	it.each( [
		[ 0, '0.00' ],
		[ 5, '5.00' ],
		[ 1234.5, '1,234.50' ],
		[ 1234567.891, '1,234,567.89' ],
		[ -1000, '-1,000.00' ],
		[ 0.005, '0.01' ],
	] )( 'formats %p as %p', ( value, expected ) => {
		expect( formatNumber( value ) ).toBe( expected );
	} );
} );

describe( 'priceParam', () => {
	it( 'writes 2 decimals at most, without trailing zeros', () => {
		expect( priceParam( 10 ) ).toBe( '10' );
		expect( priceParam( 10.5 ) ).toBe( '10.5' );
		expect( priceParam( 10.555 ) ).toBe( '10.56' );
	} );
} );
