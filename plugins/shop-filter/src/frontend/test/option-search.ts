/**
 * Internal dependencies
 */
import { narrowOptions, wireOptionSearch } from '../option-search';

function setUp() {
	document.body.innerHTML = `<form class="shop-filter"><div class="shop-filter__zone"><div class="shop-filter__multi">
		<input type="search" class="shop-filter__option-search">
		<select name="pa_color[]" multiple><option value="red">Red (3)</option><option value="blue">Blue (2)</option><option value="navy">Navy blue (1)</option></select>
		<span class="shop-filter__no-match" role="status" data-message="No results match"></span>
	</div></div></form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const search = form.querySelector( 'input' ) as HTMLInputElement;
	const shown = () =>
		[ ...form.querySelectorAll( 'option' ) ]
			.filter( ( option ) => ! option.hidden )
			.map( ( option ) => option.value );
	const status = () => form.querySelector( '[role="status"]' )?.textContent;
	return { form, search, shown, status };
}

describe( 'narrowOptions', () => {
	it( 'shows the options containing the text, whatever the case', () => {
		const { search, shown, status } = setUp();
		search.value = 'BLUE';
		narrowOptions( search );
		expect( shown() ).toEqual( [ 'blue', 'navy' ] );
		expect( status() ).toBe( '' );
	} );

	it( "says 'No results match' when nothing does, and shows all again when emptied", () => {
		const { search, shown, status } = setUp();
		search.value = 'green';
		narrowOptions( search );
		expect( shown() ).toEqual( [] );
		expect( status() ).toBe( 'No results match' );

		search.value = ' ';
		narrowOptions( search );
		expect( shown() ).toEqual( [ 'red', 'blue', 'navy' ] );
		expect( status() ).toBe( '' );
	} );
} );

describe( 'wireOptionSearch', () => {
	it( 'narrows as the shopper types, without the form seeing a change or a submit', () => {
		const { form, search, shown } = setUp();
		const seen: string[] = [];
		form.addEventListener( 'input', () => seen.push( 'input' ) );
		form.addEventListener( 'change', () => seen.push( 'change' ) );
		wireOptionSearch( form );

		search.value = 'red';
		search.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		search.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		const enter = new KeyboardEvent( 'keydown', {
			key: 'Enter',
			bubbles: true,
			cancelable: true,
		} );
		search.dispatchEvent( enter );

		expect( shown() ).toEqual( [ 'red' ] );
		expect( seen ).toEqual( [] );
		expect( enter.defaultPrevented ).toBe( true );
	} );

	it( 'leaves the select itself to the form', () => {
		const { form } = setUp();
		const seen: string[] = [];
		form.addEventListener( 'change', () => seen.push( 'change' ) );
		wireOptionSearch( form );
		form.querySelector( 'select' )?.dispatchEvent(
			new Event( 'change', { bubbles: true } )
		);
		expect( seen ).toEqual( [ 'change' ] );
	} );
} );
