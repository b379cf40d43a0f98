/**
 * A wallet payment Stripe wants authenticated (a Google Pay card without a device token asks for 3-D Secure): the
 * server answers the checkout with the confirm hash (`#shop-stripe-confirm-pi:…`, ../common/return-hash.ts) on the
 * checkout page. The express buttons may be on that very page, or on a page that does not read the hash (the block
 * checkout, a product page), so the script confirms it here, as the classic checkout would, and asks the shop to make
 * the order follow its intent (`wc_stripe_update_order_status`).
 */

/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { confirmIntent } from '../common/confirm-intent';
import { updateOrderStatus } from '../common/order-endpoint';
import { parseReturnHash, sameOriginUrl } from '../common/return-hash';
import type { CheckoutOutcome } from './checkout';

/**
 * Where to go after the checkout: its address, or the order's once the confirm hash it carries is confirmed.
 *
 * @param stripe  Stripe.js.
 * @param url     The checkout's redirect address.
 * @param ajaxUrl WooCommerce's ajax endpoint with `%%endpoint%%`.
 * @param origin  The page's origin.
 */
export async function afterCheckout(
	stripe: Stripe,
	url: string,
	ajaxUrl: string,
	origin: string
): Promise< CheckoutOutcome > {
	const hash = parseReturnHash( new URL( url, origin ).hash, origin );
	if ( hash?.kind !== 'confirm' ) {
		return { type: 'redirect', url };
	}
	const { error } = await confirmIntent( stripe, hash.clientSecret );
	if ( error ) {
		return { type: 'error', message: error.message ?? '' };
	}
	const outcome = await updateOrderStatus(
		{ ajax_url: ajaxUrl },
		{},
		{
			order_id: String( hash.orderId ),
			intent_id: hash.clientSecret.replace( /_secret_.*$/, '' ),
			nonce: hash.nonce,
		}
	);
	if ( ! outcome.ok ) {
		return { type: 'error', message: outcome.message };
	}
	const next = sameOriginUrl(
		encodeURIComponent( outcome.returnUrl ),
		origin
	);
	return next
		? { type: 'redirect', url: next }
		: { type: 'error', message: '' };
}
