/**
 * The classic checkout posts the type the shopper chose, whichever layout: one element holding every method, or one
 * radio (and box) per method; a box without an element (BLIK) posts its type and code; the save box follows the
 * method (paymentMethodsConfig's `reusable`).
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { ClientSettings } from '../../common/client-settings';
import { mountElement } from '../payment-element';
import { submitHandler } from '../submit';
import {
	drawCheckout,
	fakeStripe,
	MESSAGES,
	PAYMENT_BOX,
	pageOf,
	settingsFor,
	settle,
} from './support/page';

jest.mock( '@stripe/stripe-js/pure' );

const CONFIG: ClientSettings[ 'paymentMethodsConfig' ] = {
	card: { title: 'Card', supportsDeferredIntent: true, reusable: true },
	ideal: { title: 'iDEAL', supportsDeferredIntent: true, reusable: true },
	klarna: { title: 'Klarna', supportsDeferredIntent: true, reusable: false },
	blik: { title: 'BLIK', supportsDeferredIntent: false, reusable: false },
};

/** The save box WooCommerce prints in the card's box for a logged-in shopper. */
const SAVE_BOX = `<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-stripe-new-payment-method" name="wc-stripe-new-payment-method" type="checkbox" value="true" /><label for="wc-stripe-new-payment-method">Save payment information to my account for future purchases.</label></p>`;

/** The boxes Checkout\PaymentFields prints for iDEAL's and BLIK's own gateways. */
const METHOD_BOXES = `
	<li><input type="radio" name="payment_method" value="stripe_ideal" aria-label="iDEAL" /></li>
	<div class="payment_box payment_method_stripe_ideal">
		<fieldset class="wc-payment-form"><div id="shop-stripe-payment-element-ideal" class="shop-stripe-payment-element" data-gateway="stripe_ideal" data-methods="ideal" data-amount="2000"></div></fieldset>
		<input type="hidden" name="shop_stripe_payment_method" value="" />
		<input type="hidden" name="shop_stripe_payment_type" value="ideal" />
	</div>
	<li><input type="radio" name="payment_method" value="stripe_blik" aria-label="BLIK" /></li>
	<div class="payment_box payment_method_stripe_blik">
		<p class="form-row shop-stripe-blik-code"><label for="shop-stripe-blik-code">BLIK code</label><input type="text" id="shop-stripe-blik-code" name="shop_stripe_blik_code" /><span class="shop-stripe-blik-error" role="alert"></span></p>
		<input type="hidden" name="shop_stripe_payment_method" value="" />
		<input type="hidden" name="shop_stripe_payment_type" value="blik" />
	</div>`;

/**
 * Every copy of a hidden field the form posts (PHP reads the last).
 *
 * @param form The form.
 * @param name The field's name.
 */
const posted = ( form: HTMLFormElement, name: string ) =>
	Array.from(
		form.querySelectorAll< HTMLInputElement >( `input[name="${ name }"]` )
	).map( ( field ) => field.value );

/**
 * A classic checkout with the card's box and, optionally, iDEAL's and BLIK's.
 *
 * @param settings  Changed settings.
 * @param cardBox   The card's box.
 * @param withBoxes Whether the methods have boxes of their own.
 */
async function checkout(
	settings: Partial< ClientSettings >,
	cardBox = PAYMENT_BOX,
	withBoxes = false
) {
	const form = drawCheckout( { first_name: 'Robin', last_name: 'Shopper' } );
	form.querySelector( '.payment_box' )!.outerHTML = cardBox;
	if ( withBoxes ) {
		form.querySelector( 'ul' )!.insertAdjacentHTML(
			'beforeend',
			METHOD_BOXES
		);
	}
	const fake = fakeStripe();
	const page = pageOf(
		form,
		fake.stripe,
		settingsFor( {
			paymentMethodsConfig: CONFIG,
			errorMessages: {
				...MESSAGES,
				blik_invalid: 'BLIK Code is invalid',
			},
			...settings,
		} )
	);
	await mountElement( page );
	return { form, page, ...fake };
}

describe( 'the type the shopper chose on the classic checkout', () => {
	jest.spyOn( HTMLFormElement.prototype, 'requestSubmit' ).mockImplementation(
		() => {}
	);

	it.each( [ 'card', 'ideal', 'klarna' ] )(
		'is posted with the PaymentMethod in the single element: %s',
		async ( type ) => {
			const { form, page, stripe, element } = await checkout(
				{ isOCEnabled: true },
				PAYMENT_BOX.replace(
					'data-methods="card"',
					'data-methods="card,ideal,klarna"'
				)
			);
			expect( stripe.elements ).toHaveBeenCalledWith(
				expect.objectContaining( {
					paymentMethodTypes: [ 'card', 'ideal', 'klarna' ],
				} )
			);
			element.listeners.change( { value: { type } } );

			expect( submitHandler( page )() ).toBe( false );
			await settle();

			expect( posted( form, 'shop_stripe_payment_type' ) ).toEqual( [
				type,
			] );
			expect( posted( form, 'shop_stripe_payment_method' ) ).toEqual( [
				'pm_123',
			] );
		}
	);

	it( 'is the radio’s method when each method has its own: its element offers that method only', async () => {
		const { form, page, stripe, element } = await checkout(
			{},
			PAYMENT_BOX,
			true
		);
		expect( stripe.elements ).toHaveBeenLastCalledWith(
			expect.objectContaining( { paymentMethodTypes: [ 'card' ] } )
		);

		await userEvent.click( screen.getByRole( 'radio', { name: 'iDEAL' } ) );
		await mountElement( page ); // As the form's change listener does.

		expect( stripe.elements ).toHaveBeenLastCalledWith(
			expect.objectContaining( { paymentMethodTypes: [ 'ideal' ] } )
		);
		expect( element.mount ).toHaveBeenLastCalledWith(
			document.getElementById( 'shop-stripe-payment-element-ideal' )
		);
		expect( submitHandler( page )() ).toBe( false );
		await settle();
		expect( posted( form, 'shop_stripe_payment_type' ) ).toEqual( [
			'ideal',
			'ideal',
			'ideal',
		] );
		expect( posted( form, 'shop_stripe_payment_method' ).at( -1 ) ).toBe(
			'pm_123'
		);
	} );

	it( 'is BLIK with its code when BLIK’s radio is chosen, no element and no PaymentMethod', async () => {
		const { form, page, stripe, element } = await checkout(
			{},
			PAYMENT_BOX,
			true
		);
		await userEvent.click( screen.getByRole( 'radio', { name: 'BLIK' } ) );
		await mountElement( page );
		expect( element.destroy ).toHaveBeenCalled();

		expect( submitHandler( page )() ).toBe( false );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'BLIK Code is invalid'
		);

		await userEvent.type( screen.getByLabelText( 'BLIK code' ), '777123' );
		expect( submitHandler( page )() ).toBe( true ); // WooCommerce places the order.

		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		expect( posted( form, 'shop_stripe_payment_type' ).at( -1 ) ).toBe(
			'blik'
		);
		expect( posted( form, 'shop_stripe_payment_method' ).at( -1 ) ).toBe(
			''
		);
	} );
} );

describe( 'the save box on the classic checkout', () => {
	const box = () =>
		document.querySelector< HTMLElement >(
			'.woocommerce-SavedPaymentMethods-saveNew'
		)!;

	it( 'follows the method chosen: shown for a method Stripe can save, hidden for one it cannot', async () => {
		const { element } = await checkout(
			{ isOCEnabled: true, isLoggedIn: true },
			PAYMENT_BOX.replace(
				'data-methods="card"',
				'data-methods="card,ideal,klarna"'
			).replace( '</fieldset>', `</fieldset>${ SAVE_BOX }` )
		);
		expect( box() ).toBeVisible();

		element.listeners.change( { value: { type: 'klarna' } } );
		expect( box() ).not.toBeVisible();

		element.listeners.change( { value: { type: 'ideal' } } );
		expect( box() ).toBeVisible();
	} );

	it( 'is hidden from a guest not creating an account', async () => {
		await checkout(
			{ isLoggedIn: false, isSignupOnCheckoutAllowed: true },
			PAYMENT_BOX.replace(
				'</fieldset>',
				`</fieldset>${ SAVE_BOX }<input type="checkbox" id="createaccount" />`
			)
		);

		expect( box() ).not.toBeVisible();
	} );
} );
