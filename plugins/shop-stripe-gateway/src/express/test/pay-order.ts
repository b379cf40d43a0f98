/**
 * The pay-for-order page's buttons (spec 7's `checkout/{id}?key=…&billing_email=…`): the order's total, no cart read
 * nor written, the order paid through the Store API's pay-for-order route with the express headers.
 */

/**
 * Internal dependencies
 */
import { resetStripeForTests } from '../../common/load-stripe';
import { checkoutRoute } from '../checkout';
import { CONFIG, clickEvent, settle, start } from './support/fake-shop';

jest.mock( '@stripe/stripe-js/pure' );

beforeEach( () => resetStripeForTests() );

const ORDER = {
	id: 12,
	key: 'wc_order_abc',
	billingEmail: 'robin+shop@example.com',
	amount: 4200,
};

const PAY_PAGE = {
	...CONFIG,
	location: 'checkout' as const,
	product: undefined,
	order: ORDER,
};

describe( 'the pay-for-order page', () => {
	it( 'routes the payment to the order’s pay-for-order route, its key and billing email in the query', () => {
		expect( checkoutRoute() ).toBe( 'checkout' );
		expect( checkoutRoute( ORDER ) ).toBe(
			'checkout/12?key=wc_order_abc&billing_email=robin%2Bshop%40example.com'
		);
	} );

	it( 'draws the order’s total, opens the sheet without shipping, and pays the order, leaving the cart alone', async () => {
		const { fire, shop, elements, win } = await start( PAY_PAGE );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 4200 } );

		const click = clickEvent();
		await fire( 'click', click );
		await settle();
		expect( click.resolve ).toHaveBeenCalledWith( {
			emailRequired: true,
			phoneNumberRequired: true,
			lineItems: [ { name: 'Subtotal', amount: 4200 } ],
		} );

		await fire( 'confirm', {
			expressPaymentType: 'apple_pay',
			billingDetails: {
				name: 'Robin Shopper',
				email: 'robin@example.com',
				phone: '555 0100',
				address: { country: 'US', postal_code: '94103' },
			},
			paymentFailed: jest.fn(),
		} );
		const paid = shop.state.received.at( -1 )!;
		expect( paid.url ).toBe(
			'https://shop.test/wp-json/wc/store/v1/checkout/12?key=wc_order_abc&billing_email=robin%2Bshop%40example.com'
		);
		expect( paid.headers ).toMatchObject( {
			'X-WCStripe-Express-Checkout': 'true',
			'X-WCStripe-Express-Checkout-Nonce': 'express-nonce',
		} );
		expect( paid.body ).toMatchObject( {
			payment_method: 'stripe',
			payment_data: expect.arrayContaining( [
				{ key: 'wc-stripe-confirmation-token', value: 'ctoken_123' },
				{ key: 'express_payment_type', value: 'apple_pay' },
			] ),
		} );
		expect( win.location.assign ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/9/'
		);
		// Only the context and the payment: the shopper's cart was neither read nor changed.
		expect( shop.routesCalled() ).toEqual( [
			'https://shop.test/?wc-ajax=wc_stripe_express_context',
			'checkout/12?key=wc_order_abc&billing_email=robin%2Bshop%40example.com',
		] );
	} );
} );
