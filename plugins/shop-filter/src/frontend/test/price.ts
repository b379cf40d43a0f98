/**
 * Internal dependencies
 */
import {
	parseRangeValue,
	readNumber,
	toShopPrice,
	validateRange,
} from '../price';

describe( 'validateRange', () => {
	it.each( [
		[ 'keeps a valid range', { min: 10, max: 50 }, { min: 10, max: 50 } ],
		[ 'keeps an equal range', { min: 10, max: 10 }, { min: 10, max: 10 } ],
		[ 'keeps an open top', { min: 10, max: null }, { min: 10, max: null } ],
		[
			'drops both when to is below from',
			{ min: 50, max: 10 },
			{ min: null, max: null },
		],
		[
			'drops both when from is negative',
			{ min: -1, max: 10 },
			{ min: null, max: null },
		],
	] )( '%s', ( _name, range, expected ) => {
		expect( validateRange( range ) ).toEqual( expected );
	} );
} );

describe( 'parseRangeValue', () => {
	it.each( [
		[ '-1', { min: null, max: null } ],
		[ '', { min: null, max: null } ],
		[ '10-50', { min: 10, max: 50 } ],
		[ '0-25.5', { min: 0, max: 25.5 } ],
		[ '50-10', { min: null, max: null } ],
		[ '100-', { min: 100, max: null } ],
	] )( 'reads %p', ( value, expected ) => {
		expect( parseRangeValue( value ) ).toEqual( expected );
	} );
} );

describe( 'readNumber', () => {
	it( 'reads numbers and gives null for empty or malformed boxes', () => {
		expect( readNumber( ' 12.5 ' ) ).toBe( 12.5 );
		expect( readNumber( '' ) ).toBeNull();
		expect( readNumber( 'abc' ) ).toBeNull();
	} );
} );

describe( 'toShopPrice', () => {
	it( 'divides text box values by the currency rate and rounds them up', () => {
		expect( toShopPrice( 10, 'text', 3, 1 ) ).toBe( 3.34 );
		expect( toShopPrice( 12, 'text', 1.2, 1 ) ).toBe( 10 );
	} );
	it( 'divides slider values by the currency rate and the tax factor', () => {
		expect( toShopPrice( 120, 'slider', 1, 1.2 ) ).toBe( 100 );
		expect( toShopPrice( 240, 'slider', 2, 1.2 ) ).toBe( 100 );
	} );
	it( 'keeps values as they are without a switcher or tax', () => {
		expect( toShopPrice( 19.99, 'text', 1, 1 ) ).toBe( 19.99 );
	} );
} );
