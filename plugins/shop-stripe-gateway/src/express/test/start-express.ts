/**
 * External dependencies
 */
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Internal dependencies
 */
import { resetStripeForTests } from '../../common/load-stripe';
import { startExpress } from '../start-express';
import {
	CONFIG,
	clickEvent,
	drawContainer,
	fakeShop,
	fakeWindow,
	settle,
	start,
} from './support/fake-shop';

jest.mock( '@stripe/stripe-js/pure' );

beforeEach( () => resetStripeForTests() );

describe( 'startExpress', () => {
	it( 'mounts the Express Checkout Element in deferred mode with the settings’ look', async () => {
		const { stripe, elements, element, shop, container } = await start();

		expect( loadStripe ).toHaveBeenCalledWith( 'pk_test_123', {
			locale: 'en',
			apiVersion: undefined,
		} );
		expect( stripe.elements ).toHaveBeenCalledWith( {
			mode: 'payment',
			amount: 1,
			currency: 'usd',
			appearance: { variables: { borderRadius: '6px' } },
		} );
		// The simple product's price at once.
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 1800 } );
		expect( elements.create ).toHaveBeenCalledWith( 'expressCheckout', {
			buttonHeight: 55,
			buttonTheme: { applePay: 'black', googlePay: 'black' },
			buttonType: { applePay: 'buy', googlePay: 'buy' },
			paymentMethods: expect.objectContaining( {
				applePay: 'auto',
				link: 'never',
			} ),
			// One row: the row the container reserves.
			layout: { maxRows: 1, overflow: 'auto' },
		} );
		expect( element.mount ).toHaveBeenCalledWith(
			container.querySelector( '.shop-stripe-express__buttons' )
		);
		expect( document.documentElement.dataset.shopStripeExpress ).toBe(
			'ready'
		);
		// A product page reads nothing of the cart before the click.
		expect( shop.routesCalled() ).toEqual( [
			'https://shop.test/?wc-ajax=wc_stripe_express_context',
		] );
	} );

	it( 'hides the container when the browser has no wallet', async () => {
		const { fire, container } = await start();
		await fire( 'ready', { availablePaymentMethods: undefined } );
		expect( container.hidden ).toBe( true );
		await fire( 'ready', { availablePaymentMethods: { applePay: true } } );
		expect( container.hidden ).toBe( false );
	} );

	it( 'hides the container when Stripe.js does not load', async () => {
		const shop = fakeShop();
		const blocked = new Error( 'blocked' );
		jest.mocked( loadStripe ).mockRejectedValue( blocked );
		const container = drawContainer();
		await startExpress(
			fakeWindow( shop.fetch as typeof fetch ) as unknown as Window,
			container
		);
		expect( container.hidden ).toBe( true );
		expect( console ).toHaveWarnedWith(
			'Shop bundle: Stripe.js did not load.',
			blocked
		);
	} );

	it( 'draws the cart’s total on the cart page and follows its updates', async () => {
		const { elements, shop, win } = await start( {
			...CONFIG,
			location: 'cart',
			product: undefined,
		} );
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 2000 } );

		shop.state.items.push( {
			key: 'b',
			id: 8,
			quantity: 1,
			variation: [],
		} );
		win.jQuery( document.body ).trigger( 'updated_cart_totals' );
		await settle();
		expect( elements.update ).toHaveBeenLastCalledWith( { amount: 3000 } );
	} );

	it( 'refuses the click of a guest where an account is required, naming the wallet, and sends them to log in', async () => {
		const { fire, win } = await start(
			{ ...CONFIG, loginRequired: true },
			'',
			true
		);
		const click = clickEvent( 'google_pay' );
		await fire( 'click', click );

		expect( win.confirm ).toHaveBeenCalledWith(
			'To complete your purchase with Google Pay you need to log in or create an account.'
		);
		expect( win.location.assign ).toHaveBeenCalledWith( CONFIG.loginUrl );
		expect( click.reject ).toHaveBeenCalled();
		expect( click.resolve ).not.toHaveBeenCalled();
	} );

	it( 'stays on the page when the guest declines to log in', async () => {
		const { fire, win } = await start( { ...CONFIG, loginRequired: true } );
		const click = clickEvent();
		await fire( 'click', click );
		expect( win.confirm ).toHaveBeenCalled();
		expect( win.location.assign ).not.toHaveBeenCalled();
		expect( click.reject ).toHaveBeenCalled();
	} );
} );
