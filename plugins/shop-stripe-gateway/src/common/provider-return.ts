/**
 * What the shopper's browser does with a voucher, wallet or short-confirm return hash (spec 2 and 4, "Voucher and
 * wallet confirmations", "Older card return"; checks of spec 5), for both checkouts: the classic pages
 * (src/frontend/confirm-return.ts) and the block checkout's onCheckoutSuccess (src/checkout/confirm-on-success.ts).
 * It never touches the page: it answers the step the caller takes.
 */

/**
 * External dependencies
 */
import type {
	PaymentIntentResult,
	SetupIntentResult,
	Stripe,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ClientSettings } from './client-settings';
import { messageFor, type StripeLikeError } from './error-message';
import { CONFIRM_CHANGE_PAYMENT, postOrderEndpoint } from './order-endpoint';
import { isForOrder, sameOriginUrl, type ReturnHash } from './return-hash';

/** Go to an address (same origin), give the form back (nothing to say), or show a text. */
export type ReturnStep =
	| { type: 'redirect'; url: string }
	| { type: 'unblock' }
	| { type: 'error'; message: string };

export type ProviderHash = Extract<
	ReturnHash,
	{ kind: 'voucher' | 'wallet' }
>;
export type ShortConfirmHash = Extract< ReturnHash, { kind: 'short-confirm' } >;

export type ReturnSettings = Pick<
	ClientSettings,
	| 'ajax_url'
	| 'orderId'
	| 'isChangingPayment'
	| 'errorMessages'
	| 'invalid_wallet_type'
>;

/**
 * The intent statuses after which an older card return goes on to the return address. The spec names two without
 * saying which (spec 4, "Older card return"): succeeded (paid) and requires_capture (authorised, captured later by
 * ManualCapture), the two outcomes IntentOutcome treats as a paid or held order.
 */
export const SHORT_CONFIRM_ACCEPTED = [ 'succeeded', 'requires_capture' ];

type ConfirmResult = PaymentIntentResult | SetupIntentResult;

/** A failure whose text the shopper reads as it is. */
class ShownError extends Error {}

/**
 * Stripe.js's confirmation of a voucher: the provider draws the voucher (handleActions left at its default, true).
 *
 * @param stripe Stripe.js.
 * @param hash   The voucher hash.
 */
function confirmVoucher(
	stripe: Stripe,
	hash: Extract< ProviderHash, { kind: 'voucher' } >
): Promise< ConfirmResult > {
	switch ( hash.paymentType ) {
		case 'boleto':
			return stripe.confirmBoletoPayment( hash.clientSecret );
		case 'multibanco':
			return stripe.confirmMultibancoPayment( hash.clientSecret );
		case 'oxxo':
			return stripe.confirmOxxoPayment( hash.clientSecret );
	}
	// No voucher of another kind exists; the spec's own failure text rather than a guess at a method.
	throw new ShownError( '' );
}

/**
 * Stripe.js's confirmation of a wallet: WeChat Pay's QR code on the web, Cash App Pay's payment or setup.
 *
 * @param stripe   Stripe.js.
 * @param hash     The wallet hash.
 * @param settings The client settings (invalid_wallet_type).
 */
function confirmWallet(
	stripe: Stripe,
	hash: Extract< ProviderHash, { kind: 'wallet' } >,
	settings: ReturnSettings
): Promise< ConfirmResult > {
	if ( hash.walletType === 'wechat_pay' && hash.intent === 'pi' ) {
		return stripe.confirmWechatPayPayment( hash.clientSecret, {
			payment_method_options: { wechat_pay: { client: 'web' } },
		} );
	}
	if ( hash.walletType === 'cashapp' ) {
		return hash.intent === 'si'
			? stripe.confirmCashappSetup( hash.clientSecret )
			: stripe.confirmCashappPayment( hash.clientSecret );
	}
	// Spec 5: an unknown wallet type raises the configured text.
	throw new ShownError( settings.invalid_wallet_type );
}

/**
 * The id of what an intent was paid with, expanded or not.
 *
 * @param method The intent's payment_method.
 */
const paymentMethodId = ( method: unknown ): string => {
	if ( typeof method === 'string' ) {
		return method;
	}
	const id = ( method as { id?: unknown } | null )?.id;
	return typeof id === 'string' ? id : '';
};

/**
 * Voucher and wallet returns: checked (spec 5: on the pay-for-order page the order must be the page's, and the
 * secret present, else the form is only given back), confirmed with the provider, then the return address; in
 * change-payment mode the shop's confirm_change_payment first, then its return_url. A failure shows the provider's
 * text through the catalogue, else 'There was a problem processing the payment…' (`voucher_failed`).
 *
 * @param hash     The voucher or wallet hash (parseReturnHash(): return address already same-origin).
 * @param stripe   Stripe.js.
 * @param settings The client settings.
 * @param origin   The site's origin.
 */
export async function providerReturn(
	hash: ProviderHash,
	stripe: Stripe,
	settings: ReturnSettings,
	origin: string
): Promise< ReturnStep > {
	const messages = settings.errorMessages;
	const failed = ( message = '' ): ReturnStep => ( {
		type: 'error',
		message: message || messages.voucher_failed || '',
	} );
	if ( ! hash.clientSecret || ! isForOrder( hash, settings.orderId ) ) {
		return { type: 'unblock' };
	}
	let result: ConfirmResult;
	try {
		result =
			hash.kind === 'voucher'
				? await confirmVoucher( stripe, hash )
				: await confirmWallet( stripe, hash, settings );
	} catch ( error ) {
		return failed( error instanceof ShownError ? error.message : '' );
	}
	if ( result.error ) {
		return failed(
			messageFor(
				result.error as StripeLikeError,
				messages,
				'voucher_failed'
			)
		);
	}
	const intent =
		'paymentIntent' in result ? result.paymentIntent : result.setupIntent;
	// The voucher hash carries no nonce (spec 2) and a voucher cannot be saved, so it never changes a payment method.
	if ( ! settings.isChangingPayment || hash.kind === 'voucher' ) {
		return { type: 'redirect', url: hash.returnUrl };
	}
	const outcome = await postOrderEndpoint(
		settings,
		messages,
		CONFIRM_CHANGE_PAYMENT,
		{
			order_id: String( hash.orderId ),
			intent_id: intent?.id ?? '',
			payment_method_id: paymentMethodId( intent?.payment_method ),
			nonce: hash.nonce,
		},
		'voucher_failed'
	);
	const url =
		outcome.ok &&
		sameOriginUrl( encodeURIComponent( outcome.returnUrl ), origin );
	if ( ! outcome.ok ) {
		return failed( outcome.message );
	}
	return url ? { type: 'redirect', url } : failed();
}

/**
 * The return address with `is_ajax`, which the shop answers without a page (spec 7: after a failed older card
 * confirmation, a GET of the return URL with is_ajax is made).
 *
 * @param returnUrl The return address.
 */
export const ajaxReturnUrl = ( returnUrl: string ) => {
	const url = new URL( returnUrl );
	url.searchParams.set( 'is_ajax', '1' );
	return url.href;
};

/**
 * Older card return: Stripe.js's next action, then the return address when the intent succeeded or is authorised;
 * otherwise the shop hears of it (GET with is_ajax, its answer unread: the order's state is the shop's) and the
 * shopper reads the failure.
 *
 * @param hash     The short confirm hash.
 * @param stripe   Stripe.js.
 * @param settings The client settings (catalogue).
 */
export async function shortConfirmReturn(
	hash: ShortConfirmHash,
	stripe: Stripe,
	settings: Pick< ClientSettings, 'errorMessages' >
): Promise< ReturnStep > {
	const messages = settings.errorMessages;
	let message = '';
	try {
		const result = await stripe.handleNextAction( {
			clientSecret: hash.clientSecret,
		} );
		const intent = result.paymentIntent ?? result.setupIntent;
		if (
			! result.error &&
			SHORT_CONFIRM_ACCEPTED.includes( intent?.status ?? '' )
		) {
			return { type: 'redirect', url: hash.returnUrl };
		}
		message = result.error
			? messageFor( result.error, messages, 'payment_failed' )
			: '';
	} catch {}
	try {
		await fetch( ajaxReturnUrl( hash.returnUrl ), {
			credentials: 'same-origin',
		} );
	} catch {}
	return { type: 'error', message: message || messages.payment_failed || '' };
}
