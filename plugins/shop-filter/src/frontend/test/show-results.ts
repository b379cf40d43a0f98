/**
 * Internal dependencies
 */
import { showTotal } from '../show-results';

/**
 * Forms as the server prints them: two copies of one config and another form.
 *
 * @param config The `data-shop-filter` of each form.
 */
function forms( ...config: string[] ): HTMLFormElement[] {
	document.body.innerHTML = config
		.map(
			( data ) => `<form class="shop-filter" data-shop-filter='${ data }'>
				<button type="button" class="shop-filter__show" data-one="Show %d result" data-other="Show %d results">Show 20 results</button>
			</form>`
		)
		.join( '' );
	return [ ...document.querySelectorAll( 'form' ) ];
}

const label = ( form: HTMLFormElement ) =>
	form.querySelector( '.shop-filter__show' )?.textContent;

describe( 'showTotal', () => {
	it.each( [
		[ 3, 'Show 3 results' ],
		[ 1, 'Show 1 result' ],
		[ 0, 'Show 0 results' ],
	] )( 'writes %d as "%s"', ( total, text ) => {
		const [ form ] = forms( '{"a":1}' );

		showTotal( form, total );

		expect( label( form ) ).toBe( text );
	} );

	it( 'writes the copies of the form, not the other forms of the page', () => {
		const [ form, copy, other ] = forms( '{"a":1}', '{"a":1}', '{"b":2}' );

		showTotal( form, 4 );

		expect( [ label( form ), label( copy ), label( other ) ] ).toEqual( [
			'Show 4 results',
			'Show 4 results',
			'Show 20 results',
		] );
	} );
} );
