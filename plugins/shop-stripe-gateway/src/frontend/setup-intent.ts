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

/** The endpoint (built on the server side of issue 18). */
export const CREATE_AND_CONFIRM_SETUP_INTENT =
	'wc_stripe_create_and_confirm_setup_intent';

/** Its answer's data. */
interface SetupAnswer {
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
				'wc-stripe-payment-method': paymentMethodId,
				'wc-stripe-payment-type': page.state.methodType,
				_ajax_nonce: settings.nonces.createSetupIntent,
			}
		);
		if ( ! answer.success || ! answer.data ) {
			throw new CustomerError( answer.data?.error?.message ?? '' );
		}
		const {
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
			return true;
		}
		if ( status !== 'succeeded' ) {
			unlockForm( page.form, page.$ ); // Incomplete.
			return false;
		}
		return true;
	};
}
