/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { mountElement } from '../payment-element';
import { submitHandler } from '../submit';
import {
	drawCheckout,
	fakeStripe,
	MESSAGES,
	noticeText,
	pageOf,
	settle,
} from './support/page';

jest.mock( '@stripe/stripe-js/pure' );

async function mountedCheckout() {
	const form = drawCheckout( {
		first_name: 'Robin',
		last_name: 'Shopper',
		email: 'robin@example.com',
	} );
	const fake = fakeStripe();
	const page = pageOf( form, fake.stripe );
	await mountElement( page );
	return { form, page, ...fake };
}

describe( 'the card submission on the classic checkout', () => {
	const requestSubmit = jest
		.spyOn( HTMLFormElement.prototype, 'requestSubmit' )
		.mockImplementation( () => {} );

	beforeEach( () => {
		requestSubmit.mockClear();
	} );

	it( 'stops WooCommerce, blocks the form, stores the PaymentMethod and submits once more, then lets it through', async () => {
		const { form, page, stripe, elements } = await mountedCheckout();
		const submit = submitHandler( page );

		expect( submit() ).toBe( false );
		expect( form ).toHaveClass( 'processing' );
		await settle();

		expect( elements.submit ).toHaveBeenCalledTimes( 1 );
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements,
			params: {
				billing_details: {
					name: 'Robin Shopper',
					email: 'robin@example.com',
				},
			},
		} );
		expect(
			form.querySelector< HTMLInputElement >(
				'[name="shop_stripe_payment_method"]'
			)?.value
		).toBe( 'pm_123' );
		expect( requestSubmit ).toHaveBeenCalledTimes( 1 );
		expect( requestSubmit.mock.contexts[ 0 ] ).toBe( form );
		expect( form ).not.toHaveClass( 'processing' );

		expect( submit() ).toBe( true ); // The resubmit goes to WooCommerce.
		expect( submit() ).toBe( false ); // A later attempt starts again.
		await settle();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shows the element’s validation error, unblocks the form and creates nothing', async () => {
		const { form, page, stripe, elements } = await mountedCheckout();
		elements.submit.mockResolvedValueOnce( {
			error: {
				type: 'validation_error',
				message: 'Your card number is incomplete.',
			},
		} );

		submitHandler( page )();
		await settle();

		expect( noticeText() ).toEqual( [ 'Your card number is incomplete.' ] );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Your card number is incomplete.'
		);
		expect( form ).not.toHaveClass( 'processing' );
		expect( window.scrollTo ).toHaveBeenCalled();
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		expect( requestSubmit ).not.toHaveBeenCalled();
	} );

	it( 'shows a refused PaymentMethod with the catalogue’s text, replacing earlier notices', async () => {
		const { form, page, stripe } = await mountedCheckout();
		stripe.createPaymentMethod.mockResolvedValueOnce( {
			error: {
				type: 'card_error',
				code: 'card_declined',
				message: 'Your card was declined.',
			},
		} );

		submitHandler( page )();
		await settle();

		expect( noticeText() ).toEqual( [ MESSAGES.card_declined ] );
		expect( form ).not.toHaveClass( 'processing' );
		expect( requestSubmit ).not.toHaveBeenCalled();
	} );

	it( 'lets a chosen saved card through without a new PaymentMethod', async () => {
		const { form, page, stripe } = await mountedCheckout();
		form.insertAdjacentHTML(
			'afterbegin',
			'<input type="radio" name="wc-stripe-payment-token" value="7" checked />'
		);

		expect( submitHandler( page )() ).toBe( true );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );

	it( 'ignores a second Place order while the first is processing', async () => {
		const { page, stripe } = await mountedCheckout();
		const submit = submitHandler( page );

		submit();
		expect( submit() ).toBe( false );
		await settle();

		expect( stripe.createPaymentMethod ).toHaveBeenCalledTimes( 1 );
	} );
} );
