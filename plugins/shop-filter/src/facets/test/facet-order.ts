/**
 * Internal dependencies
 */
import { moveFacet, toggleFacet } from '../facet-order';

describe( 'toggleFacet', () => {
	it( 'appends a chosen facet and removes an unchosen one', () => {
		expect( toggleFacet( [ 'price' ], 'pa_color', true ) ).toEqual( [
			'price',
			'pa_color',
		] );
		expect(
			toggleFacet( [ 'price', 'pa_color' ], 'price', false )
		).toEqual( [ 'pa_color' ] );
	} );
} );

describe( 'moveFacet', () => {
	it( 'moves a facet up or down, and not past the ends', () => {
		expect( moveFacet( [ 'a', 'b', 'c' ], 'c', -1 ) ).toEqual( [
			'a',
			'c',
			'b',
		] );
		expect( moveFacet( [ 'a', 'b', 'c' ], 'a', 1 ) ).toEqual( [
			'b',
			'a',
			'c',
		] );
		expect( moveFacet( [ 'a', 'b' ], 'a', -1 ) ).toEqual( [ 'a', 'b' ] );
	} );
} );
