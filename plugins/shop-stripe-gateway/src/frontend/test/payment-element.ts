/**
 * External dependencies
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { resetStripeForTests } from '../../common/load-stripe';
import { resetThemeAppearanceForTests } from '../../common/theme-appearance';
import { mountElement } from '../payment-element';
import { startPaymentPage } from '../payment-page';
import { submitHandler } from '../submit';
import {
	drawCheckout,
	fakeStripe,
	MESSAGES,
	noticeText,
	PAYMENT_BOX,
	pageOf,
	settingsFor,
	settle,
} from './support/page';

jest.mock( '@stripe/stripe-js/pure' );

const LOAD_FAILED =
	'Failed to load Card payment method. Please refresh the page and try again.';

describe( 'the Payment Element', () => {
	it( 'mounts in deferred-intent mode with the payment box’s amount, PaymentMethods made by hand', async () => {
		const form = drawCheckout();
		const { stripe, element } = fakeStripe();
		const page = pageOf( form, stripe );

		await mountElement( page );

		expect( stripe.elements ).toHaveBeenCalledWith( {
			mode: 'payment',
			amount: 2000,
			currency: 'usd',
			paymentMethodTypes: [ 'card' ],
			paymentMethodCreation: 'manual',
		} );
		expect( element.mount ).toHaveBeenCalledWith(
			document.getElementById( 'shop-stripe-payment-element' )
		);
	} );

	it( 'mounts again, with the new amount, into the box WooCommerce drew again', async () => {
		const form = drawCheckout();
		const { stripe, element } = fakeStripe();
		const page = pageOf( form, stripe );
		await mountElement( page );
		await mountElement( page ); // Same box: nothing to do.
		expect( element.mount ).toHaveBeenCalledTimes( 1 );

		form.querySelector( '.payment_box' )!.outerHTML = PAYMENT_BOX.replace(
			'2000',
			'2550'
		);
		await mountElement( page );

		expect( element.destroy ).toHaveBeenCalledTimes( 1 );
		expect( stripe.elements ).toHaveBeenLastCalledWith(
			expect.objectContaining( { amount: 2550 } )
		);
		expect( element.mount ).toHaveBeenLastCalledWith(
			document.getElementById( 'shop-stripe-payment-element' )
		);
	} );

	it( 'shows the chosen method’s instructions only', async () => {
		const form = drawCheckout();
		form.querySelector( '.payment_box' )!.insertAdjacentHTML(
			'afterbegin',
			'<div class="shop-stripe-instructions" data-method="ideal">Pay with iDEAL.</div>'
		);
		const { stripe, element } = fakeStripe();
		await mountElement( pageOf( form, stripe ) );

		element.listeners.change( { value: { type: 'ideal' } } );

		expect( screen.getByText( 'Pay with iDEAL.' ) ).toBeVisible();
		expect( screen.getByText( 'Pay by card.' ) ).not.toBeVisible();
	} );

	it( 'says it failed to load when the element reports a load error, and blocks Place order', async () => {
		const form = drawCheckout();
		const { stripe, element } = fakeStripe();
		const page = pageOf( form, stripe );
		await mountElement( page );

		element.listeners.loaderror();

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( LOAD_FAILED );
		expect( submitHandler( page )() ).toBe( false );
		expect( noticeText() ).toEqual( [ MESSAGES.invalid_payment_details ] );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );
} );

describe( "the Payment Element in the shop's look", () => {
	beforeEach( () => resetThemeAppearanceForTests() );
	afterEach( () => {
		document.cookie = 'shop_stripe_appearance_owner=; max-age=0; path=/';
		window.localStorage.clear();
		delete ( window as { fetch?: unknown } ).fetch;
	} );

	it( 'is drawn in the appearance saved for the theme, and nothing is sent', async () => {
		window.fetch = jest.fn() as unknown as typeof fetch;
		const appearance = {
			theme: 'stripe' as const,
			variables: { colorText: 'rgb(1, 2, 3)' },
		};
		const form = drawCheckout( { first_name: 'Ada' } );
		const { stripe } = fakeStripe();

		await mountElement(
			pageOf( form, stripe, settingsFor( { appearance } ) )
		);

		expect( stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( { appearance } )
		);
		expect( window.fetch ).not.toHaveBeenCalled();
	} );

	it( "is drawn in the checkout fields' styles when none is saved, and the shop manager's browser sends those for the classic checkout", async () => {
		document.cookie = 'shop_stripe_appearance_owner=1; path=/';
		window.fetch = jest
			.fn< typeof fetch >()
			.mockResolvedValue( {} as Response );
		const form = drawCheckout( { first_name: 'Ada' } );
		form.querySelector< HTMLInputElement >(
			'input.input-text'
		)!.style.color = 'rgb(30, 30, 30)';
		const { stripe } = fakeStripe();

		await mountElement( pageOf( form, stripe ) );

		expect( stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( {
				appearance: expect.objectContaining( {
					variables: expect.objectContaining( {
						colorText: 'rgb(30, 30, 30)',
					} ),
				} ),
			} )
		);
		const body = jest.mocked( window.fetch ).mock.calls[ 0 ][ 1 ]
			?.body as URLSearchParams;
		expect( body.get( 'is_block_checkout' ) ).toBe( 'no' );
	} );
} );

describe( 'when Stripe.js cannot load', () => {
	beforeEach( () => {
		resetStripeForTests();
		jest.mocked( loadStripe ).mockRejectedValue(
			new Error( 'Failed to load Stripe.js' )
		);
	} );

	it( 'shows the load failure in the payment box and WooCommerce never places the order', async () => {
		const form = drawCheckout();
		const handlers: Record< string, () => unknown > = {};
		const jQuery = jest.fn( ( target: unknown ) => ( {
			on: ( name: string, handler: () => unknown ) => {
				handlers[ `${ target === form ? 'form' : 'body' }:${ name }` ] =
					handler;
			},
			trigger: jest.fn(),
			animate: jest.fn(),
			block: jest.fn(),
			unblock: jest.fn(),
		} ) );
		Object.assign( window, { jQuery } );

		startPaymentPage( window, settingsFor() );
		await settle();

		expect(
			document.querySelector( '#shop-stripe-payment-element' )
		).toHaveTextContent( LOAD_FAILED );
		// What WooCommerce's checkout asks before it sends the order: false keeps it from sending.
		expect( handlers[ 'form:checkout_place_order_stripe' ]() ).toBe(
			false
		);
		expect( noticeText() ).toEqual( [ MESSAGES.invalid_payment_details ] );
		// The shop owner reads why in the console, as a warning (never an error).
		expect( console ).toHaveWarnedWith(
			'Shop bundle: Stripe.js did not load.',
			new Error( 'Failed to load Stripe.js' )
		);
		delete ( window as { jQuery?: unknown } ).jQuery;
	} );
} );
