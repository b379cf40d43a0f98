/**
 * Internal dependencies
 */
import { ajaxUrl, type ClientSettings } from '../common/client-settings';
import type { ErrorMessages } from '../common/error-message';

/** ShopStripeGateway\Payments\ConfirmEndpoint::ACTION. */
export const UPDATE_ORDER_STATUS = 'wc_stripe_update_order_status';

export type UpdateOutcome =
	{ ok: true; returnUrl: string } | { ok: false; message: string };

interface EndpointAnswer {
	success?: boolean;
	data?: { return_url?: unknown; error?: { message?: unknown } };
}

/**
 * Asks the shop to make the order follow its intent after the browser's confirmation (spec 7, call 7): POST
 * order_id, intent_id, nonce. Answers the return address, or the shop's message; a failed connection is the
 * catalogue's connection text (spec 8).
 *
 * @param settings         The client settings (ajax_url).
 * @param messages         The catalogue.
 * @param fields           The posted fields.
 * @param fields.order_id  The order.
 * @param fields.intent_id The intent confirmed.
 * @param fields.nonce     The confirm hash's nonce.
 */
export async function updateOrderStatus(
	settings: Pick< ClientSettings, 'ajax_url' >,
	messages: ErrorMessages,
	fields: { order_id: string; intent_id: string; nonce: string }
): Promise< UpdateOutcome > {
	let answer: EndpointAnswer;
	try {
		const response = await fetch(
			ajaxUrl( settings, UPDATE_ORDER_STATUS ),
			{
				method: 'POST',
				credentials: 'same-origin',
				body: new URLSearchParams( fields ),
			}
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
				: ( messages.payment_failed ?? '' ),
	};
}
