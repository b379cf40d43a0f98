/**
 * Internal dependencies
 */
import { clearValue } from '../form-clear';
import { readParams, withPageChoices } from '../form-values';
import { drawnForm } from './fixtures/form';

const setUp = drawnForm;

describe( 'readParams', () => {
	it( 'reads the form in order: comma lists, the slider price, no marker and no empties', () => {
		const { form, config } = setUp();
		expect( readParams( form, config ) ).toEqual( [
			[ 'pa_color', 'red,blue' ],
			[ 'min_price', '10' ],
			[ 'max_price', '50' ],
		] );
	} );

	it( 'leaves out a price whose handles are at the bounds', () => {
		const { form, config } = setUp();
		clearValue( form, 'price', '' );
		expect( readParams( form, config ) ).toEqual( [
			[ 'pa_color', 'red,blue' ],
		] );
	} );

	it( 'divides slider prices by the currency rate and the tax factor', () => {
		const { form, config } = setUp( { currencyRate: 2, taxFactor: 1.25 } );
		expect( readParams( form, config ) ).toContainEqual( [
			'max_price',
			'20',
		] );
	} );

	it( 'drops both bounds of an invalid text range', () => {
		const { form, config } = setUp();
		form.querySelector( '[data-facet="price"]' )?.setAttribute(
			'data-type',
			'text'
		);
		(
			form.querySelector( '[name="min_price"]' ) as HTMLInputElement
		 ).value = '60';
		expect(
			readParams( form, config ).map( ( [ name ] ) => name )
		).toEqual( [ 'pa_color' ] );
	} );
} );

describe( 'withPageChoices', () => {
	it( "keeps the page's sort order and page size that the form has no field for", () => {
		const { form, config } = setUp();
		expect(
			withPageChoices(
				readParams( form, config ),
				form,
				'https://shop.test/shop/?orderby=price&per_page=2&paged=3'
			)
		).toEqual( [
			[ 'pa_color', 'red,blue' ],
			[ 'min_price', '10' ],
			[ 'max_price', '50' ],
			[ 'orderby', 'price' ],
			[ 'per_page', '2' ],
		] );
	} );

	it( "lets the form's own field decide, even when emptied", () => {
		const { form } = setUp();
		const select = document.createElement( 'select' );
		select.name = 'orderby';
		form.append( select );
		expect(
			withPageChoices( [], form, 'https://shop.test/shop/?orderby=price' )
		).toEqual( [] );
	} );
} );
