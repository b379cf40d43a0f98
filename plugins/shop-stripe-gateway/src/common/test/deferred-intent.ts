/**
 * Internal dependencies
 */
import {
	deferredIntentOptions,
	type DeferredIntentInput,
} from '../deferred-intent';

const CART: DeferredIntentInput = {
	amount: 2050,
	currency: 'USD',
	saveCard: false,
	hasSubscription: false,
	singleElement: false,
	methods: [ 'card' ],
};

describe( 'deferredIntentOptions', () => {
	it( 'pays the cart amount in the lower-cased currency, wallets off in the element', () => {
		expect( deferredIntentOptions( CART ) ).toEqual( {
			elements: {
				mode: 'payment',
				currency: 'usd',
				amount: 2050,
				paymentMethodTypes: [ 'card' ],
			},
			element: {
				wallets: { applePay: 'never', googlePay: 'never' },
				savePaymentMethod: 'never',
			},
		} );
	} );

	it.each( [ [ 0 ], [ 0.5 ] ] )(
		'sets the card up for later when the total is %p (below 1)',
		( amount ) => {
			const { elements } = deferredIntentOptions( { ...CART, amount } );
			expect( elements.mode ).toBe( 'setup' );
			expect( elements ).not.toHaveProperty( 'amount' );
			expect( elements.setupFutureUsage ).toBe( 'off_session' );
		}
	);

	it( 'pays when the total is exactly 1', () => {
		expect(
			deferredIntentOptions( { ...CART, amount: 1 } ).elements.mode
		).toBe( 'payment' );
	} );

	it.each( [
		[ 'the shopper saves the card', { saveCard: true } ],
		[ 'the cart holds a subscription', { hasSubscription: true } ],
	] )( 'keeps the card off-session when %s', ( _case, change ) => {
		const options = deferredIntentOptions( { ...CART, ...change } );
		expect( options.elements.setupFutureUsage ).toBe( 'off_session' );
		expect( options.element.savePaymentMethod ).toBe( 'always' );
	} );

	it( 'draws one accordion without radios in single-element mode', () => {
		expect(
			deferredIntentOptions( {
				...CART,
				singleElement: true,
				methods: [ 'card', 'ideal' ],
			} ).element.layout
		).toEqual( {
			type: 'accordion',
			radios: false,
			spacedAccordionItems: false,
		} );
	} );
} );
