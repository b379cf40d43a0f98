/**
 * The card submission of spec 4 ("Card submission (classic checkout)"): the form is marked processing and blocked,
 * the Payment Element validates, a PaymentMethod is created with the form's billing details, its id and the type
 * the shopper chose are stored in the form and the form is submitted again (a flag avoids a loop). On any failure the
 * form is unblocked and the error shown in WooCommerce's notices area. A box without an element (BLIK) goes at once
 * with its type, the server making the PaymentMethod.
 */

/**
 * Internal dependencies
 */
import { billingDetails } from './billing-details';
import { blikCodeAccepted } from './blik-field';
import { CustomerError, failureText } from './customer-error';
import { lockForm, unlockForm } from './form-lock';
import { showError } from './notices';
import { storeChoice } from './payment-boxes';
import type { PaymentPage } from './types';

/**
 * What happens between creating the PaymentMethod and submitting the form: true to submit, false when it handled
 * the outcome itself (a redirect, or an incomplete setup that unblocked the form).
 */
export type BeforeSubmit = ( paymentMethodId: string ) => Promise< boolean >;

/**
 * Whether one of WooCommerce's saved cards is chosen: then the form goes as it is, with its token.
 *
 * @param page The page.
 */
const usesSavedCard = ( page: PaymentPage ) => {
	const token = page.form.querySelector< HTMLInputElement >(
		`input[name="wc-${ page.settings.gatewayId }-payment-token"]:checked`
	);
	return token !== null && token.value !== 'new';
};

/**
 * Validates the element and creates the PaymentMethod.
 *
 * @param page The page (its element must be mounted).
 * @return The PaymentMethod's id.
 */
export async function createPaymentMethod(
	page: PaymentPage
): Promise< string > {
	const { stripe, elements } = page.state;
	if ( ! stripe || ! elements ) {
		throw new CustomerError(
			page.settings.errorMessages.invalid_payment_details
		);
	}
	const { error: invalid } = await elements.submit();
	if ( invalid ) {
		// The element's own validation text (spec 5: "its error message is thrown").
		throw new CustomerError(
			invalid.message ||
				page.settings.errorMessages.invalid_payment_details
		);
	}
	const { paymentMethod, error } = await stripe.createPaymentMethod( {
		elements,
		params: { billing_details: billingDetails( page.form ) },
	} );
	if ( error ) {
		throw error;
	}
	return paymentMethod.id;
}

/**
 * Submits the form again, as its Place order button would.
 *
 * @param form The form.
 */
function resubmit( form: HTMLFormElement ): void {
	const button = form.querySelector( '#place_order' );
	form.requestSubmit(
		button instanceof HTMLButtonElement && button.type === 'submit'
			? button
			: undefined
	);
}

/**
 * The handler WooCommerce asks before it places the order (`checkout_place_order_<gateway>`), or the form's submit
 * listener on order-pay and add-payment-method: false stops the submit while the PaymentMethod is made.
 *
 * @param page         The page.
 * @param beforeSubmit What runs with the PaymentMethod before the form goes.
 */
export function submitHandler(
	page: PaymentPage,
	beforeSubmit: BeforeSubmit = async () => true
): () => boolean {
	const { form, settings, state, $ } = page;
	let resubmitting = false;
	return () => {
		if ( resubmitting ) {
			resubmitting = false;
			return true;
		}
		if ( usesSavedCard( page ) ) {
			return true;
		}
		if ( ! state.container && ! state.hasLoadError ) {
			storeChoice( form, '', state.methodType );
			return blikCodeAccepted( page );
		}
		if ( state.hasLoadError || ! state.elements ) {
			showError(
				form,
				settings.errorMessages.invalid_payment_details,
				$
			);
			return false;
		}
		if ( form.classList.contains( 'processing' ) ) {
			return false;
		}
		if ( ! blikCodeAccepted( page ) ) {
			return false;
		}
		lockForm( form, $ );
		void ( async () => {
			try {
				const id = await createPaymentMethod( page );
				if ( ! ( await beforeSubmit( id ) ) ) {
					return;
				}
				storeChoice( form, id, state.methodType );
				resubmitting = true;
				unlockForm( form, $ );
				resubmit( form );
			} catch ( error ) {
				unlockForm( form, $ );
				showError( form, failureText( error, settings ), $ );
			}
		} )();
		return false;
	};
}
