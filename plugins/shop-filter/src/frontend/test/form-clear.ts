/**
 * Internal dependencies
 */
import { clearAll, clearValue } from '../form-clear';
import { readParams } from '../form-values';
import { drawnForm } from './fixtures/form';

const setUp = drawnForm;

describe( 'chips: clearValue and clearAll', () => {
	it( 'removes one value of a taxonomy', () => {
		const { form, config } = setUp();
		clearValue( form, 'pa_color', 'red' );
		expect( readParams( form, config )[ 0 ] ).toEqual( [
			'pa_color',
			'blue',
		] );
	} );

	it( 'removes both price bounds for the price chip', () => {
		const { form } = setUp();
		clearValue( form, 'price', '' );
		expect(
			( form.querySelector( '[name="min_price"]' ) as HTMLInputElement )
				.value
		).toBe( '' );
		expect(
			( form.querySelector( '[name="max_price"]' ) as HTMLInputElement )
				.value
		).toBe( '' );
		expect(
			(
				form.querySelector(
					'.shop-filter__range--max'
				) as HTMLInputElement
			 ).value
		).toBe( '100' );
	} );

	it( 'empties everything with Clear all', () => {
		const { form, config } = setUp();
		( form.querySelector( '[name="stock"]' ) as HTMLInputElement ).checked =
			true;
		clearAll( form );
		expect( readParams( form, config ) ).toEqual( [] );
	} );
} );
