/**
 * An order waiting for Stripe and the webhook that pays it: a product with stock, a pending order of the card gateway
 * that names its PaymentIntent, and Stripe's `payment_intent.succeeded` event for it, signed as Stripe signs
 * deliveries (HMAC-SHA256 of "<timestamp>.<raw body>" with the endpoint's secret).
 */

/**
 * External dependencies
 */
import { createHmac } from 'node:crypto';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { wc } from '../../storefront/support/checkout';

export interface PendingOrder {
	/** The PaymentIntent the order waits for (Stripe's ids: letters and digits after the prefix). */
	intent: string;
	product: { id: number };
	order: { id: number; total: string; currency: string };
	/** The product's stock now (5 before the order is paid). */
	stockLeft: () => Promise< number >;
	/** Deletes the order and the product. */
	remove: () => Promise< void >;
}

/**
 * Creates a product (5 in stock) and a pending card order of one of it, waiting for its PaymentIntent.
 *
 * @param requestUtils The admin's request utils.
 * @param stamp        Makes the names and the intent this test's own.
 * @param email        The buyer's address.
 */
export async function pendingStripeOrder(
	requestUtils: RequestUtils,
	stamp: number,
	email: string
): Promise< PendingOrder > {
	const intent = `pi_e2e${ stamp }`;
	const product = await wc< { id: number } >(
		requestUtils,
		'POST',
		'/products',
		{
			name: `Stripe beanie ${ stamp }`,
			regular_price: '18.00',
			manage_stock: true,
			stock_quantity: 5,
		}
	);
	const order = await wc< PendingOrder[ 'order' ] >(
		requestUtils,
		'POST',
		'/orders',
		{
			status: 'pending',
			payment_method: 'stripe',
			payment_method_title: 'Card',
			billing: {
				first_name: 'Rae',
				last_name: 'Race',
				email,
				country: 'US',
			},
			line_items: [ { product_id: product.id, quantity: 1 } ],
			meta_data: [ { key: '_shop_stripe_intent_id', value: intent } ],
		}
	);
	return {
		intent,
		product,
		order,
		stockLeft: async () =>
			(
				await wc< { stock_quantity: number } >(
					requestUtils,
					'GET',
					`/products/${ product.id }`
				)
			).stock_quantity,
		remove: async () => {
			await wc( requestUtils, 'DELETE', `/orders/${ order.id }`, {
				force: true,
			} );
			await wc( requestUtils, 'DELETE', `/products/${ product.id }`, {
				force: true,
			} );
		},
	};
}

/**
 * Stripe's `payment_intent.succeeded` for the order's whole total, with the headers of a signed delivery.
 *
 * @param pending        The order.
 * @param pending.intent
 * @param pending.order
 * @param secret         The webhook signing secret saved in the gateway's settings.
 * @param stamp          Makes the event id this test's own.
 * @return The raw body and the headers to post it with.
 */
export function signedIntentSucceeded(
	{ intent, order }: PendingOrder,
	secret: string,
	stamp: number
): { body: string; headers: Record< string, string > } {
	const amount = Math.round( Number( order.total ) * 100 );
	const body = JSON.stringify( {
		id: `evt_e2e_${ stamp }`,
		object: 'event',
		type: 'payment_intent.succeeded',
		created: Math.floor( stamp / 1000 ),
		data: {
			object: {
				id: intent,
				object: 'payment_intent',
				status: 'succeeded',
				amount,
				amount_received: amount,
				currency: order.currency.toLowerCase(),
				latest_charge: `ch_e2e_${ order.id }`,
				metadata: { order_id: String( order.id ) },
			},
		},
	} );
	const timestamp = Math.floor( Date.now() / 1000 );
	const signature = createHmac( 'sha256', secret )
		.update( `${ timestamp }.${ body }` )
		.digest( 'hex' );
	return {
		body,
		headers: {
			'content-type': 'application/json',
			'stripe-signature': `t=${ timestamp },v1=${ signature }`,
		},
	};
}
