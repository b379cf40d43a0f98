/**
 * Internal dependencies
 */
import { canMakePayment, cartCurrency } from '../can-make-payment';

describe( 'canMakePayment', () => {
	it.each<
		[ string, boolean | undefined, string[], string | undefined, boolean ]
	>( [
		[ 'no settings at all', undefined, [], 'EUR', false ],
		[ 'the card without keys', false, [], 'EUR', false ],
		[ 'the card with both keys', true, [], 'EUR', true ],
		[
			'the card with keys, whatever the currency',
			true,
			[],
			undefined,
			true,
		],
		[ 'iDEAL in euros', true, [ 'EUR' ], 'EUR', true ],
		[ 'iDEAL in lower-case euros', true, [ 'EUR' ], 'eur', true ],
		[ 'iDEAL in dollars', true, [ 'EUR' ], 'USD', false ],
		[ 'iDEAL without keys', false, [ 'EUR' ], 'EUR', false ],
		[
			'iDEAL when the cart has no currency',
			true,
			[ 'EUR' ],
			undefined,
			false,
		],
		[ 'Przelewy24 in złoty', true, [ 'EUR', 'PLN' ], 'PLN', true ],
	] )(
		'offers %s: %s',
		( _name, configured, currencies, currency, expected ) => {
			expect( canMakePayment( configured, currencies, currency ) ).toBe(
				expected
			);
		}
	);
} );

describe( 'cartCurrency', () => {
	it( "reads the cart totals' currency code", () => {
		expect( cartCurrency( { cartTotals: { currency_code: 'EUR' } } ) ).toBe(
			'EUR'
		);
		expect( cartCurrency( { cartTotals: {} } ) ).toBeUndefined();
		expect( cartCurrency( {} ) ).toBeUndefined();
	} );
} );
