/**
 * Internal dependencies
 */
import {
	isReusable,
	showsSaveOption,
	type SaveOptionContext,
} from '../save-option';

const GUEST: SaveOptionContext = {
	reusable: true,
	loggedIn: false,
	creatingAccount: false,
	signupAllowed: true,
	savedTokenChosen: false,
};

describe( 'showsSaveOption', () => {
	it.each( [
		[ 'a guest', {}, false ],
		[ 'a logged-in shopper', { loggedIn: true }, true ],
		[ 'a guest creating an account', { creatingAccount: true }, true ],
		[
			'a guest ticking "create an account" where signing up is not allowed',
			{ creatingAccount: true, signupAllowed: false },
			false,
		],
		[
			'a logged-in shopper with a saved card chosen',
			{ loggedIn: true, savedTokenChosen: true },
			false,
		],
		[
			'a logged-in shopper paying with a method Stripe cannot save',
			{ loggedIn: true, reusable: false },
			false,
		],
	] )( 'for %s: %p', ( _case, change, shown ) => {
		expect( showsSaveOption( { ...GUEST, ...change } ) ).toBe( shown );
	} );
} );

describe( 'isReusable', () => {
	const settings = {
		paymentMethodsConfig: {
			card: {
				title: 'Card',
				supportsDeferredIntent: true,
				reusable: true,
			},
			boleto: {
				title: 'Boleto',
				supportsDeferredIntent: true,
				reusable: false,
			},
		},
	};

	it.each( [
		[ 'card', true ],
		[ 'boleto', false ],
		[ 'ideal', false ],
	] )(
		'reads %s from the server’s catalogue (not enabled: no)',
		( method, reusable ) => {
			expect( isReusable( settings, method ) ).toBe( reusable );
		}
	);
} );
