/**
 * Internal dependencies
 */
import { moveItemTo } from '../move-item';

describe( 'moveItemTo', () => {
	it.each( [
		[ 'down past others', 0, 2, [ 'b', 'c', 'a', 'd' ] ],
		[ 'up to the top', 3, 0, [ 'd', 'a', 'b', 'c' ] ],
		[ 'onto itself', 1, 1, [ 'a', 'b', 'c', 'd' ] ],
		[ 'from outside the list', 4, 0, [ 'a', 'b', 'c', 'd' ] ],
		[ 'to outside the list', 0, -1, [ 'a', 'b', 'c', 'd' ] ],
	] )( 'moves an item %s', ( _name, from, to, expected ) => {
		expect( moveItemTo( [ 'a', 'b', 'c', 'd' ], from, to ) ).toEqual(
			expected
		);
	} );
} );
