/**
 * Internal dependencies
 */
import { canMakeExpressPayment } from '../can-make-express-payment';

const ON = {
	publishableKey: 'pk_test_1',
	wallets: {
		applePay: true,
		googlePay: false,
		link: false,
		amazonPay: false,
	},
};

describe( 'canMakeExpressPayment', () => {
	it.each( [
		[ 'keys, a wallet and a total', ON, '2500', true ],
		[ 'a free cart', ON, '0', false ],
		[ 'no key', { ...ON, publishableKey: '' }, '2500', false ],
		[
			'no wallet',
			{ ...ON, wallets: { ...ON.wallets, applePay: false } },
			'2500',
			false,
		],
	] )( '%s: %j', ( _name, config, total, offered ) => {
		expect(
			canMakeExpressPayment( config, {
				cartTotals: { total_price: total },
			} )
		).toBe( offered );
	} );
} );
