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
			const options = elementOptions( settings, {
				...TOTALS,
				...totals,
			} );

			expect( options.elements.setupFutureUsage ).toBe(
				saves ? 'off_session' : undefined
			);
		}
	);

	it( 'offers the methods of the settings that work without an intent', () => {
		const options = elementOptions(
			{
				paymentMethodsConfig: {
					card: { title: 'Card', supportsDeferredIntent: true },
					boleto: { title: 'Boleto', supportsDeferredIntent: false },
				},
			},
			TOTALS
		);

		expect( options.elements.paymentMethodTypes ).toEqual( [ 'card' ] );
	} );
} );

describe( 'toStripeOptions', () => {
	it( "draws the single-element accordion without radios, in Stripe.js's terms", () => {
		const options = toStripeOptions(
			elementOptions( { isOCEnabled: true }, TOTALS )
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
			elementOptions( {}, { ...TOTALS, total: 0 } )
		);

		expect( options.elements ).toEqual( {
			mode: 'setup',
			currency: 'usd',
			setupFutureUsage: 'off_session',
			paymentMethodTypes: [ 'card' ],
		} );
	} );
} );
