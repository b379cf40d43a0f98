/**
 * Internal dependencies
 */
import { showsSaveOption, type SaveOptionContext } from '../save-option';

const GUEST: SaveOptionContext = {
	method: 'card',
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
			'a logged-in shopper paying with a voucher (Boleto)',
			{ loggedIn: true, method: 'boleto' },
			false,
		],
		[
			'a logged-in shopper paying by SEPA Direct Debit',
			{ loggedIn: true, method: 'sepa_debit' },
			true,
		],
	] )( 'for %s: %p', ( _case, change, shown ) => {
		expect( showsSaveOption( { ...GUEST, ...change } ) ).toBe( shown );
	} );
} );
