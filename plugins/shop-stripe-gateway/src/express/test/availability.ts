/**
 * Internal dependencies
 */
import type { ProductState } from '../amount';
import { cartUnavailable, productUnavailable } from '../availability';

const WALLETS = {
	applePay: true,
	googlePay: false,
	link: false,
	amazonPay: false,
};
const NONE = {
	applePay: false,
	googlePay: false,
	link: false,
	amazonPay: false,
};

const chosen = ( inStock = true, purchasable = true ) => ( {
	id: 7,
	attributes: { attribute_color: 'red' },
	inStock,
	purchasable,
} );

describe( 'productUnavailable', () => {
	it.each<
		[ string, typeof WALLETS, Partial< ProductState >, string | null ]
	>( [
		[
			'a simple product in stock',
			WALLETS,
			{ variable: false, unitAmount: 1000 },
			null,
		],
		[
			'no wallet on',
			NONE,
			{ variable: false, unitAmount: 1000 },
			'no_wallet',
		],
		[
			'a variable product before a choice',
			WALLETS,
			{ variable: true },
			'choose_variation',
		],
		[
			'a chosen variation',
			WALLETS,
			{ variable: true, unitAmount: 1000, variation: chosen() },
			null,
		],
		[
			'a chosen variation out of stock',
			WALLETS,
			{ variable: true, unitAmount: 1000, variation: chosen( false ) },
			'out_of_stock',
		],
		[
			'a chosen variation not for sale',
			WALLETS,
			{
				variable: true,
				unitAmount: 1000,
				variation: chosen( true, false ),
			},
			'not_purchasable',
		],
		[
			'a free product',
			WALLETS,
			{ variable: false, unitAmount: 0 },
			'zero_total',
		],
		[
			'a free variation',
			WALLETS,
			{ variable: true, unitAmount: 0, variation: chosen() },
			'zero_total',
		],
	] )( '%s: %j', ( _name, wallets, state, reason ) => {
		expect(
			productUnavailable( wallets, {
				variable: false,
				unitAmount: null,
				variation: null,
				quantity: 1,
				...state,
			} )
		).toBe( reason );
	} );
} );

describe( 'cartUnavailable', () => {
	it.each( [
		[ WALLETS, 2500, null ],
		[ WALLETS, 0, 'zero_total' ],
		[ NONE, 2500, 'no_wallet' ],
	] )( 'wallets %j, total %j: %j', ( wallets, amount, reason ) => {
		expect( cartUnavailable( wallets, amount ) ).toBe( reason );
	} );
} );
