/**
 * Internal dependencies
 */
import { isTaxonomy } from '../filter-fields';

describe( 'isTaxonomy', () => {
	it.each( [
		[ 'product_cat', true ],
		[ 'product_tag', true ],
		[ 'pa_color', true ],
		[ 'pa_shoe-size_eu', true ],
		[ 'pa_', false ],
		[ 'pa_Colour', false ],
		[ 'min_price', false ],
		[ 'product_brand', false ],
	] )( '%s is a taxonomy: %s', ( name, expected ) => {
		expect( isTaxonomy( name ) ).toBe( expected );
	} );
} );
