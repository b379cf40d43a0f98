/**
 * The Store API checkout of an express purchase (spec 7): spec 3's order data with the express headers, which the
 * server's CheckoutPayment checks (the `expressCheckout` nonce) before it confirms the intent with the token.
 */

/**
 * External dependencies
 */
import type { StoreApi } from '@shop-bundle/storefront-runtime/store-api';

/**
 * Internal dependencies
 */
import type { ExpressOrderData } from './order-data';
import type { PayOrder } from './types';

/** What the checkout route answers (the fields read here). */
interface CheckoutAnswer {
	order_id?: number;
	payment_result?: {
		payment_status?: string;
		payment_details?: { key: string; value: string }[];
		redirect_url?: string;
	};
}

/** The outcome: the address to go to, or the text to show. */
export type CheckoutOutcome =
	{ type: 'redirect'; url: string } | { type: 'error'; message: string };

/**
 * A redirect address the page may follow: absolute and of the site's own origin (spec 5).
 *
 * @param url    The address.
 * @param origin The page's origin.
 */
export function sameOrigin( url: string | undefined, origin: string ): boolean {
	try {
		return !! url && new URL( url, origin ).origin === origin;
	} catch {
		return false;
	}
}

/**
 * The Store API route that pays: the cart's checkout, or spec 7's pay-for-order route of an existing order
 * (`checkout/{id}?key=…&billing_email=…`).
 *
 * @param order The pay-for-order page's order, if any.
 */
export function checkoutRoute( order?: PayOrder ): string {
	if ( ! order ) {
		return 'checkout';
	}
	const query = new URLSearchParams( {
		key: order.key,
		billing_email: order.billingEmail,
	} );
	return `checkout/${ order.id }?${ query }`;
}

/**
 * Places the order, or pays the pay-for-order page's.
 *
 * @param api      The Store API.
 * @param route    ./checkoutRoute()'s route.
 * @param data     The order data.
 * @param nonce    The `expressCheckout` nonce.
 * @param origin   The page's origin.
 * @param fallback The text when the server gives none.
 */
export async function placeOrder(
	api: StoreApi,
	route: string,
	data: ExpressOrderData,
	nonce: string,
	origin: string,
	fallback: string
): Promise< CheckoutOutcome > {
	let answer: CheckoutAnswer;
	try {
		answer = await api.request< CheckoutAnswer >( route, data, {
			'X-WCStripe-Express-Checkout': 'true',
			'X-WCStripe-Express-Checkout-Nonce': nonce,
		} );
	} catch ( error ) {
		return {
			type: 'error',
			message: ( error as Error ).message || fallback,
		};
	}
	const result = answer.payment_result;
	if (
		result?.payment_status === 'success' &&
		sameOrigin( result.redirect_url, origin )
	) {
		return { type: 'redirect', url: result.redirect_url! };
	}
	const detail = result?.payment_details?.find(
		( each ) => each.key === 'errorMessage'
	)?.value;
	return { type: 'error', message: detail || fallback };
}
