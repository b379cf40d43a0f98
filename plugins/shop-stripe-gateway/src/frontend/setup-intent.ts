/**
 * The add-payment-method page: the PaymentMethod is saved through a SetupIntent the server creates and confirms
 * (`wc_stripe_create_and_confirm_setup_intent`, spec 7, call 3), then the spec's setup-intent outcome (section 4):
 * incomplete unblocks the form, redirect_to_url lets the redirect happen, anything else continues the form.
 */

/**
 * Internal dependencies
 */
import { ajaxUrl } from '../common/client-settings';
import { postForm } from './ajax';
import { CustomerError } from './customer-error';
import { unlockForm } from './form-lock';
import type { BeforeSubmit } from './submit';
import type { PaymentPage } from './types';

/** The form field the gateway's add_payment_method() reads (ShopStripeGateway\SavedCards\AddPaymentMethod). */
export const SETUP_INTENT_FIELD = 'shop_stripe_setup_intent';

/**
 * Puts the confirmed SetupIntent's id in the form, in a hidden field of its own.
 *
 * @param form The add-payment-method form.
 * @param id   The SetupIntent's id.
 */
function storeSetupIntent( form: HTMLFormElement, id: string ): void {
	let field = form.querySelector< HTMLInputElement >(
		`input[name="${ SETUP_INTENT_FIELD }"]`
	);
	if ( ! field ) {
		field = form.ownerDocument.createElement( 'input' );
		field.type = 'hidden';
		field.name = SETUP_INTENT_FIELD;
		form.append( field );
	}
	field.value = id;
}

/** The endpoint (built on the server side of issue 18). */
export const CREATE_AND_CONFIRM_SETUP_INTENT =
	'wc_stripe_create_and_confirm_setup_intent';

/** Its answer's data. */
interface SetupAnswer {
	id?: string;
	status?: string;
	next_action?: { type?: string; redirect_to_url?: { url?: string } };
	payment_type?: string;
	return_url?: string;
	client_secret?: string;
}

/**
 * Saves the PaymentMethod through the endpoint before the form continues.
 *
 * @param page The add-payment-method page.
 */
export function setupIntentStep( page: PaymentPage ): BeforeSubmit {
	const { settings, win } = page;
	return async ( paymentMethodId ) => {
		const answer = await postForm< SetupAnswer >(
			ajaxUrl( settings, CREATE_AND_CONFIRM_SETUP_INTENT ),
			{
				payment_method_id: paymentMethodId,
				payment_method_type: page.state.methodType,
				nonce: settings.nonces.createSetupIntent,
			}
		);
		if ( ! answer.success || ! answer.data ) {
			throw new CustomerError( answer.data?.error?.message ?? '' );
		}
		const {
			id,
			status,
			next_action: next,
			client_secret: secret,
		} = answer.data;
		if ( next?.type === 'redirect_to_url' && next.redirect_to_url?.url ) {
			win.location.assign( next.redirect_to_url.url );
			return false;
		}
		if ( status === 'requires_action' && secret && page.state.stripe ) {
			// 3-D Secure for saving the card, shown by Stripe.js.
			const { error } = await page.state.stripe.handleNextAction( {
				clientSecret: secret,
			} );
			if ( error ) {
				throw error;
			}
			storeSetupIntent( page.form, id ?? '' );
			return true;
		}
		if ( status !== 'succeeded' ) {
			unlockForm( page.form, page.$ ); // Incomplete.
			return false;
		}
		storeSetupIntent( page.form, id ?? '' );
		return true;
	};
}
