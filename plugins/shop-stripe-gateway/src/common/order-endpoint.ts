/**
 * The two order endpoints the browser calls after a confirmation (spec 7, call 7): `wc_stripe_update_order_status`
 * and `wc_stripe_confirm_change_payment`, both answering the address to go to.
 */

/**
 * External dependencies
 */
import { postForm } from '@shop-bundle/storefront-runtime/rest-client';

/**
 * Internal dependencies
 */
import { ajaxUrl, type ClientSettings } from './client-settings';
import type { ErrorMessages } from './error-message';

/** ShopStripeGateway\Payments\ConfirmEndpoint::ACTION. */
export const UPDATE_ORDER_STATUS = 'wc_stripe_update_order_status';

/** ShopStripeGateway\Endpoints\ConfirmChangePayment's action. */
export const CONFIRM_CHANGE_PAYMENT = 'wc_stripe_confirm_change_payment';

export type UpdateOutcome =
	{ ok: true; returnUrl: string } | { ok: false; message: string };

interface EndpointAnswer {
	success?: boolean;
	data?: { return_url?: unknown; error?: { message?: unknown } };
}

/**
 * POSTs the fields to one of the order endpoints. Answers the return address, or the shop's message (else the
 * fallback text); a failed connection is the catalogue's connection text (spec 8).
 *
 * @param settings The client settings (ajax_url).
 * @param messages The catalogue.
 * @param action   UPDATE_ORDER_STATUS or CONFIRM_CHANGE_PAYMENT.
 * @param fields   The posted fields (order_id, intent_id, nonce, and payment_method_id for a change of payment).
 * @param fallback The catalogue key shown when the shop gives no message.
 */
export async function postOrderEndpoint(
	settings: Pick< ClientSettings, 'ajax_url' >,
	messages: ErrorMessages,
	action: string,
	fields: Record< string, string >,
	fallback = 'payment_failed'
): Promise< UpdateOutcome > {
	let answer: EndpointAnswer;
	try {
		const response = await postForm(
			fetch,
			ajaxUrl( settings, action ),
			fields
		);
		answer = ( await response.json() ) as EndpointAnswer;
	} catch {
		return { ok: false, message: messages.connection ?? '' };
	}
	const returnUrl = answer.data?.return_url;
	if ( answer.success === true && typeof returnUrl === 'string' ) {
		return { ok: true, returnUrl };
	}
	const message = answer.data?.error?.message;
	return {
		ok: false,
		message:
			typeof message === 'string' && message
				? message
				: ( messages[ fallback ] ?? '' ),
	};
}

/**
 * Asks the shop to make the order follow its intent after the browser's confirmation: POST order_id, intent_id,
 * nonce.
 *
 * @param settings         The client settings (ajax_url).
 * @param messages         The catalogue.
 * @param fields           The posted fields.
 * @param fields.order_id  The order.
 * @param fields.intent_id The intent confirmed.
 * @param fields.nonce     The confirm hash's nonce.
 */
export const updateOrderStatus = (
	settings: Pick< ClientSettings, 'ajax_url' >,
	messages: ErrorMessages,
	fields: { order_id: string; intent_id: string; nonce: string }
) => postOrderEndpoint( settings, messages, UPDATE_ORDER_STATUS, fields );
