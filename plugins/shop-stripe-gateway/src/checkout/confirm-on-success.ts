/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ClientSettings } from '../common/client-settings';
import { messageFor, type ErrorMessages } from '../common/error-message';
import {
	providerReturn,
	shortConfirmReturn,
	type ReturnSettings,
} from '../common/provider-return';
import {
	orderReceivedUrl,
	parseReturnHash,
	sameOriginUrl,
} from '../common/return-hash';
import type {
	CheckoutSuccessData,
	ObserverResponse,
	PaymentMethodProps,
} from './checkout-props';
import { confirmIntent, type Payer } from '../common/confirm-intent';
import { errorResponse } from './payment-setup';
import type { ContentSettings } from './types';
import { updateOrderStatus } from '../common/order-endpoint';

/**
 * The client settings the confirmation reads, from an entry's settings.
 *
 * @param settings The entry's settings.
 */
export const returnSettings = (
	settings: ContentSettings
): Pick< ClientSettings, 'orderReceivedURL' > & ReturnSettings => ( {
	ajax_url: settings.ajax_url ?? '',
	orderReceivedURL: settings.orderReceivedURL ?? '',
	orderId: settings.orderId ?? 0,
	isChangingPayment: settings.isChangingPayment ?? false,
	errorMessages: settings.errorMessages,
	invalid_wallet_type: settings.invalid_wallet_type ?? '',
} );

/** Where a return hash starts in process_payment()'s redirect (src/common/return-hash.ts's four kinds). */
const RETURN_HASH =
	/#(?:shop-stripe-(?:confirm-|voucher:|wallet:)|confirm-(?:pi|si)-)/;

/**
 * onCheckoutSuccess: when process_payment() answered requires_action, its redirect carries the confirm hash
 * (ShopStripeGateway\Payments\IntentOutcome). The block checkout would only change the address's hash, so the
 * confirmation runs here, in place: Stripe's next action (3-D Secure), then the shop's update_order_status; on
 * success WooCommerce goes to the order's return address, on failure the shopper stays with the message and may
 * try again (spec 8). A voucher, wallet or older card hash is confirmed by src/common/provider-return.ts, its
 * address handed to WooCommerce the same way. Any other redirect is WooCommerce's to follow (`true`).
 *
 * @param data                 What WooCommerce reports of the placed order.
 * @param context              The form's state.
 * @param context.stripe       Stripe.
 * @param context.settings     The client settings (ajax_url, orderReceivedURL, and provider-return.ts's).
 * @param context.messages     The catalogue.
 * @param context.emitResponse WooCommerce's response types and notice contexts.
 * @param context.origin       The site's origin (`location.origin`).
 * @param context.payer        The payer, when the entry is pre-authorised debit (../common/confirm-intent.ts).
 */
export async function checkoutSuccessResponse(
	data: CheckoutSuccessData,
	{
		stripe,
		settings,
		messages,
		emitResponse,
		origin,
		payer,
	}: {
		stripe: Stripe;
		settings: Pick< ClientSettings, 'orderReceivedURL' > & ReturnSettings;
		messages: ErrorMessages;
		emitResponse: PaymentMethodProps[ 'emitResponse' ];
		origin: string;
		payer?: Payer;
	}
): Promise< ObserverResponse | true > {
	const redirect = data.processingResponse?.redirectUrl || data.redirectUrl;
	const at = redirect.search( RETURN_HASH );
	if ( at < 0 ) {
		return true;
	}
	// Never an empty text: unlike a field's error, nothing else on the page says what went wrong.
	const failed = ( message = '' ) =>
		errorResponse( emitResponse, message || messages.payment_failed || '' );
	const hash = parseReturnHash( redirect.slice( at ), origin );
	if ( ! hash ) {
		return failed();
	}
	if ( hash.kind !== 'confirm' ) {
		const step =
			hash.kind === 'short-confirm'
				? await shortConfirmReturn( hash, stripe, settings )
				: await providerReturn( hash, stripe, settings, origin );
		return step.type === 'redirect'
			? {
					type: emitResponse.responseTypes.SUCCESS,
					redirectUrl: step.url,
				}
			: failed( step.type === 'error' ? step.message : '' );
	}
	try {
		const { error } = await confirmIntent(
			stripe,
			hash.clientSecret,
			payer
		);
		if ( error ) {
			return failed( messageFor( error, messages, 'payment_failed' ) );
		}
	} catch {
		return failed();
	}
	const outcome = await updateOrderStatus( settings, messages, {
		order_id: String( hash.orderId ),
		intent_id: hash.clientSecret.replace( /_secret_.*$/, '' ),
		nonce: hash.nonce,
	} );
	if ( ! outcome.ok ) {
		return failed( outcome.message );
	}
	return {
		type: emitResponse.responseTypes.SUCCESS,
		// Never off site (spec 5); the order-received page of the order otherwise.
		redirectUrl:
			sameOriginUrl( encodeURIComponent( outcome.returnUrl ), origin ) ??
			orderReceivedUrl( settings.orderReceivedURL, hash.orderId ),
	};
}
