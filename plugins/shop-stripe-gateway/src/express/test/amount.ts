/**
 * Internal dependencies
 */
import {
	cartAmount,
	fromStore,
	productAmount,
	quantityOf,
	toMinor,
	withoutVariation,
	withQuantity,
	withVariation,
	type FoundVariation,
	type ProductState,
} from '../amount';
import type { StoreCart } from '../types';

const VARIABLE: ProductState = {
	variable: true,
	unitAmount: null,
	variation: null,
	quantity: 1,
};

const variation = ( price: number, id = 12 ): FoundVariation => ( {
	variation_id: id,
	display_price: price,
	is_in_stock: true,
	is_purchasable: true,
	variation_is_visible: true,
	variation_is_active: true,
	attributes: { attribute_pa_size: 'large' },
} );

describe( 'the product page’s amount', () => {
	it( 'follows the chosen variation and the quantity', () => {
		let state = VARIABLE;
		expect( productAmount( state ) ).toBe( 0 );

		state = withVariation( state, variation( 18 ) );
		expect( productAmount( state ) ).toBe( 1800 );
		expect( state.variation ).toEqual( {
			id: 12,
			attributes: { attribute_pa_size: 'large' },
			inStock: true,
			purchasable: true,
		} );

		state = withQuantity( state, '3' );
		expect( productAmount( state ) ).toBe( 5400 );

		state = withVariation( state, variation( 19.99, 13 ) );
		expect( productAmount( state ) ).toBe( 5997 );

		state = withoutVariation( state );
		expect( productAmount( state ) ).toBe( 0 );
		expect( state.variation ).toBeNull();
		expect( state.quantity ).toBe( 3 );
	} );

	it( 'multiplies a simple product’s price', () => {
		const simple = { ...VARIABLE, variable: false, unitAmount: 1099 };
		expect( productAmount( withQuantity( simple, 2 ) ) ).toBe( 2198 );
	} );

	it.each( [
		[ 10.99, 2, 1099 ],
		[ 0.1 + 0.2, 2, 30 ],
		[ 1500, 0, 1500 ],
		[ 1.234, 3, 1234 ],
		[ 500, 2, 50000 ],
	] )(
		'%j with %j decimals is %j minor units',
		( price, decimals, minor ) => {
			expect( toMinor( price, decimals ) ).toBe( minor );
		}
	);

	it.each( [
		[ '2', 2 ],
		[ '0', 1 ],
		[ '', 1 ],
		[ '-4', 1 ],
		[ '2.7', 2 ],
		[ 'many', 1 ],
		[ undefined, 1 ],
	] )( 'quantity box %j counts %j', ( value, quantity ) => {
		expect( quantityOf( value ) ).toBe( quantity );
	} );

	it( 'marks a hidden or inactive variation not purchasable', () => {
		expect(
			withVariation( VARIABLE, {
				...variation( 5 ),
				variation_is_active: false,
			} ).variation?.purchasable
		).toBe( false );
	} );
} );

describe( 'the cart’s amount', () => {
	const cart = ( total: string, unit: number ) =>
		( {
			items: [],
			needs_shipping: false,
			shipping_rates: [],
			totals: { total_price: total, currency_minor_unit: unit },
		} ) as StoreCart;

	it.each( [
		[ '2550', 2, 2, 2550 ],
		// A shop showing whole dollars still pays Stripe in cents.
		[ '25', 0, 2, 2500 ],
		[ '1500', 0, 0, 1500 ],
		[ '12345', 3, 2, 1235 ],
	] )(
		'Store API %s with %j decimals is %j in Stripe’s %j',
		( total, unit, decimals, amount ) => {
			expect( cartAmount( cart( total, unit ), decimals ) ).toBe(
				amount
			);
		}
	);

	it( 'reads a missing amount as 0', () => {
		expect( fromStore( null, 2 ) ).toBe( 0 );
		expect( fromStore( 'x', 2 ) ).toBe( 0 );
	} );
} );
