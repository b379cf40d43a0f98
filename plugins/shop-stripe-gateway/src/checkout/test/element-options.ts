/**
 * Internal dependencies
 */
import {
	elementOptions,
	stripeAmount,
	toStripeOptions,
	type CheckoutTotals,
} from '../element-options';
import type { CardMethodSettings } from '../types';

const CARD = { id: 'card', types: [ 'card' ] };

/** The server's catalogue column (paymentMethodsConfig's `reusable`). */
const METHODS: CardMethodSettings = {
	paymentMethodsConfig: {
		card: { title: 'Card', supportsDeferredIntent: true, reusable: true },
		sepa_debit: {
			title: 'SEPA Direct Debit',
			supportsDeferredIntent: true,
			reusable: true,
		},
		eps: { title: 'EPS', supportsDeferredIntent: true, reusable: false },
	},
};

const TOTALS: CheckoutTotals = {
	total: 9500,
	minorUnit: 2,
	currency: 'USD',
	saveTicked: false,
	customerId: 0,
};

describe( 'stripeAmount', () => {
	it.each( [
		[ 'USD in cents', 9500, 2, 2, 9500 ],
		[ 'a shop showing whole dollars', 95, 0, 2, 9500 ],
		[ 'JPY, zero-decimal for Stripe', 1200, 0, 0, 1200 ],
		[ 'KWD, three decimals for Stripe', 1250, 2, 3, 12500 ],
	] )( '%s', ( _name, total, minorUnit, decimals, expected ) => {
		expect( stripeAmount( total, minorUnit, decimals ) ).toBe( expected );
	} );
} );

describe( 'elementOptions', () => {
	it.each<
		[ string, CardMethodSettings, Partial< CheckoutTotals >, boolean ]
	>( [
		[ 'a guest without the box ticked', {}, {}, false ],
		[
			'a logged-in customer who ticked the box',
			{},
			{ saveTicked: true, customerId: 7 },
			true,
		],
		[
			'a guest creating an account where signup is allowed',
			{ isSignupOnCheckoutAllowed: true },
			{ saveTicked: true },
			true,
		],
		[
			'a guest where signup at checkout is not allowed',
			{ isSignupOnCheckoutAllowed: false },
			{ saveTicked: true },
			false,
		],
	] )(
		'keeps the card for later for %s: %s',
		( _name, settings, totals, saves ) => {
			const options = elementOptions(
				{ ...METHODS, ...settings },
				{ ...TOTALS, ...totals },
				CARD
			);

			expect( options.elements.setupFutureUsage ).toBe(
				saves ? 'off_session' : undefined
			);
		}
	);

	it.each( [
		[ 'the card', CARD, [ 'card' ] ],
		[
			"iDEAL's own entry",
			{ id: 'ideal', types: [ 'ideal' ] },
			[ 'ideal' ],
		],
		[
			'the single element',
			{ id: 'card', types: [ 'card', 'ideal', 'sepa_debit' ] },
			[ 'card', 'ideal', 'sepa_debit' ],
		],
	] )( "offers %s's methods only", ( _name, method, types ) => {
		expect(
			elementOptions( {}, TOTALS, method ).elements.paymentMethodTypes
		).toEqual( types );
	} );

	it.each( [
		[ 'SEPA Direct Debit', 'sepa_debit', 'off_session' ],
		[ 'EPS, which cannot be reused', 'eps', undefined ],
	] )( 'keeps %s for later as the card would: %s', ( _name, id, future ) => {
		const options = elementOptions(
			METHODS,
			{ ...TOTALS, saveTicked: true, customerId: 7 },
			{ id, types: [ id ] }
		);

		expect( options.elements.setupFutureUsage ).toBe( future );
	} );
} );

describe( 'toStripeOptions', () => {
	it( "draws the single-element accordion without radios, in Stripe.js's terms", () => {
		const options = toStripeOptions(
			elementOptions( { isOCEnabled: true }, TOTALS, CARD )
		);

		expect( options.element ).toEqual( {
			wallets: { applePay: 'never', googlePay: 'never' },
			layout: {
				type: 'accordion',
				radios: 'never',
				spacedAccordionItems: false,
			},
		} );
	} );

	it( 'asks for no amount in setup mode (a total below 1)', () => {
		const options = toStripeOptions(
			elementOptions( {}, { ...TOTALS, total: 0 }, CARD )
		);

		expect( options.elements ).toEqual( {
			mode: 'setup',
			currency: 'usd',
			setupFutureUsage: 'off_session',
			paymentMethodTypes: [ 'card' ],
		} );
	} );
} );
