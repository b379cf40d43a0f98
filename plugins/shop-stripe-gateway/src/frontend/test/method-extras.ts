/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
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

const NOTICE =
	'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.';

/** The BLIK row Checkout\PaymentFields prints while BLIK is enabled. */
const BLIK_ROW = `<p class="form-row shop-stripe-blik-code" hidden><label for="shop-stripe-blik-code">BLIK code</label><input type="text" id="shop-stripe-blik-code" name="shop_stripe_blik_code" aria-describedby="shop-stripe-blik-code-error" /><span id="shop-stripe-blik-code-error" class="shop-stripe-blik-error" role="alert"></span></p>`;

/**
 * A classic checkout with the element mounted, its box's total in cents.
 *
 * @param amount The payment box's `data-amount`.
 */
async function checkout( amount = 2000 ) {
	const form = drawCheckout();
	form.querySelector( '.payment_box' )!.outerHTML = PAYMENT_BOX.replace(
		'data-amount="2000"',
		`data-amount="${ amount }"`
	).replace( '</fieldset>', `</fieldset>${ BLIK_ROW }` );
	const fake = fakeStripe();
	const page = pageOf(
		form,
		fake.stripe,
		settingsFor( {
			errorMessages: {
				...MESSAGES,
				cash_app_limit: NOTICE,
				blik_invalid: 'BLIK Code is invalid',
			},
		} )
	);
	await mountElement( page );
	const choose = ( type: string ) =>
		fake.element.listeners.change( { value: { type } } );
	return { form, page, choose, ...fake };
}

describe( 'the Cash App Pay notice in the classic payment box', () => {
	it.each( [
		[ 'cashapp', 200001, true ],
		[ 'cashapp', 200000, false ],
		[ 'card', 250000, false ],
	] )(
		'%s with a total of %d cents: shown %s',
		async ( type, amount, shown ) => {
			const { choose } = await checkout( amount );

			choose( type );

			expect( screen.queryByRole( 'status' )?.textContent ).toBe(
				shown ? NOTICE : undefined
			);
		}
	);

	it( 'goes away when another method is chosen', async () => {
		const { choose } = await checkout( 250000 );
		choose( 'cashapp' );
		choose( 'card' );

		expect( screen.queryByText( NOTICE ) ).toBeNull();
	} );
} );

describe( 'the BLIK code in the classic payment box', () => {
	jest.spyOn( HTMLFormElement.prototype, 'requestSubmit' ).mockImplementation(
		() => {}
	);

	it( 'shows the field only while BLIK is chosen', async () => {
		const { choose } = await checkout();
		expect( screen.queryByLabelText( 'BLIK code' ) ).not.toBeVisible();

		choose( 'blik' );
		expect( screen.getByLabelText( 'BLIK code' ) ).toBeVisible();

		choose( 'card' );
		expect( screen.queryByLabelText( 'BLIK code' ) ).not.toBeVisible();
	} );

	it.each( [ '', '12345', '1234567', '12 345', 'abcdef' ] )(
		'refuses %j beside the field and creates no PaymentMethod',
		async ( code ) => {
			const { page, choose, stripe } = await checkout();
			choose( 'blik' );
			const input = screen.getByLabelText( 'BLIK code' );
			if ( code ) {
				await userEvent.type( input, code );
			}

			expect( submitHandler( page )() ).toBe( false );
			await settle();

			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'BLIK Code is invalid'
			);
			expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( input ).toHaveFocus();
			expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
		}
	);

	it( 'lets six digits through and clears the error', async () => {
		const { page, choose, stripe } = await checkout();
		choose( 'blik' );
		const input = screen.getByLabelText( 'BLIK code' );
		submitHandler( page )();
		await userEvent.type( input, '123456' );

		expect( submitHandler( page )() ).toBe( false ); // Stopped while the PaymentMethod is made.
		await settle();

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( '' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( stripe.createPaymentMethod ).toHaveBeenCalled();
	} );
} );
