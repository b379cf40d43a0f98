/**
 * Internal dependencies
 */
import { networkList, networksText } from '../networks-text';

describe( 'networkList', () => {
	it.each( [
		[ '', [] ],
		[ 'facebook', [ 'facebook' ] ],
		[ ' Facebook , X,email ', [ 'facebook', 'x', 'email' ] ],
		[ 'x,,x, ,reddit', [ 'x', 'reddit' ] ],
	] )( 'reads %j as %j', ( text, expected ) => {
		expect( networkList( text ) ).toEqual( expected );
	} );

	it( 'writes back what it reads', () => {
		expect( networkList( networksText( [ 'x', 'email' ] ) ) ).toEqual( [
			'x',
			'email',
		] );
	} );
} );
