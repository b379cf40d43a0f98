/**
 * The confirm hash process_payment() answers with when the card holder must authenticate (requires_action;
 * Payments\IntentOutcome): Stripe.js shows the 3-D Secure step, then the order follows its intent through
 * `wc_stripe_update_order_status` (spec 7, call 7) and the shopper goes to its return_url. On failure the form is
 * unblocked, the error shown and the payment area shown again (spec 8, "Confirmation failure after return").
 * The voucher, wallet and short-confirm hashes go to src/common/provider-return.ts, whose step is taken here.
 */

/**
 * Internal dependencies
 */
import { ajaxUrl } from '../common/client-settings';
import { ACSS_DEBIT, confirmIntent } from '../common/confirm-intent';
import {
	providerReturn,
	shortConfirmReturn,
	type ReturnStep,
} from '../common/provider-return';
import {
	isForOrder,
	parseReturnHash,
	removeReturnHash,
	sameOriginUrl,
} from '../common/return-hash';
import { postForm } from './ajax';
import { billingDetails } from './billing-details';
import { CustomerError, failureText } from './customer-error';
import { lockForm, unlockForm } from './form-lock';
import { reveal } from './motion';
import { showError } from './notices';
import type { PaymentPage } from './types';

/** The endpoint (Payments\ConfirmEndpoint::ACTION). */
export const UPDATE_ORDER_STATUS = 'wc_stripe_update_order_status';

/**
 * Takes a step of provider-return.ts: the address, the form given back, or the form given back with the text.
 *
 * @param page The page.
 * @param step The step.
 */
function take( page: PaymentPage, step: ReturnStep ): void {
	const { win, form, $ } = page;
	if ( step.type === 'redirect' ) {
		win.location.assign( step.url );
		return;
	}
	unlockForm( form, $ );
	if ( step.type === 'error' ) {
		showError( form, step.message, $ );
		if ( page.state.container ) {
			reveal( page.state.container, win );
		}
	}
}

/**
 * Handles a return hash in the address, if there is one.
 *
 * @param page The page.
 * @return Resolves once handled (the browser may then be on its way to the return address).
 */
export async function confirmFromHash( page: PaymentPage ): Promise< void > {
	const { win, form, settings, $ } = page;
	const hash = parseReturnHash( win.location.hash, win.location.origin );
	if ( ! hash ) {
		return;
	}
	removeReturnHash( win );
	if ( hash.kind !== 'confirm' ) {
		lockForm( form, $ );
		const stripe = await page.stripe;
		if ( ! stripe ) {
			take( page, {
				type: 'error',
				message: settings.errorMessages.invalid_payment_details,
			} );
			return;
		}
		take(
			page,
			hash.kind === 'short-confirm'
				? await shortConfirmReturn( hash, stripe, settings )
				: await providerReturn(
						hash,
						stripe,
						settings,
						win.location.origin
					)
		);
		return;
	}
	if ( ! isForOrder( hash, settings.orderId ) ) {
		unlockForm( form, $ );
		return;
	}
	lockForm( form, $ );
	try {
		const stripe = await page.stripe;
		if ( ! stripe ) {
			throw new CustomerError(
				settings.errorMessages.invalid_payment_details
			);
		}
		const payer = billingDetails( form );
		const result = await confirmIntent(
			stripe,
			hash.clientSecret,
			page.state.methodType === ACSS_DEBIT
				? { name: payer.name ?? '', email: payer.email ?? '' }
				: undefined
		);
		if ( result.error ) {
			throw result.error;
		}
		const intent = result.paymentIntent ?? result.setupIntent;
		const answer = await postForm< { return_url?: string } >(
			ajaxUrl( settings, UPDATE_ORDER_STATUS ),
			{
				order_id: String( hash.orderId ),
				intent_id: intent?.id ?? '',
				nonce: hash.nonce,
			}
		);
		const returnUrl = sameOriginUrl(
			answer.data?.return_url ?? '',
			win.location.origin
		);
		if ( ! answer.success || ! returnUrl ) {
			throw new CustomerError( answer.data?.error?.message ?? '' );
		}
		win.location.assign( returnUrl );
	} catch ( error ) {
		unlockForm( form, $ );
		showError( form, failureText( error, settings ), $ );
		if ( page.state.container ) {
			reveal( page.state.container, win );
		}
	}
}
