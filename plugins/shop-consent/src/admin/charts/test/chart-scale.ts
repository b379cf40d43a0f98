/**
 * Internal dependencies
 */
import { chartScale } from '../chart-scale';

describe( 'chartScale', () => {
	it.each( [
		[ 0, 1, [ 0, 1 ] ],
		[ 3, 3, [ 0, 1, 2, 3 ] ],
		[ 17, 20, [ 0, 5, 10, 15, 20 ] ],
		[ 20, 20, [ 0, 5, 10, 15, 20 ] ],
		[ 93, 100, [ 0, 50, 100 ] ],
		[ 1234, 1500, [ 0, 500, 1000, 1500 ] ],
	] )(
		'gives a largest value of %d an axis up to %d',
		( largest, max, ticks ) => {
			expect( chartScale( largest ) ).toEqual( { max, ticks } );
		}
	);

	it( 'always reaches the largest value', () => {
		for ( let largest = 0; largest < 5000; largest += 7 ) {
			const { max, ticks } = chartScale( largest );
			expect( max ).toBeGreaterThanOrEqual( largest );
			expect( ticks[ ticks.length - 1 ] ).toBe( max );
			expect( ticks.length ).toBeLessThanOrEqual( 6 );
		}
	} );
} );
