/**
 * Spec 3's express checkout order data, the body of the Store API's `POST checkout` (./checkout.ts), from Stripe's
 * `confirm` event and the confirmation token made from it. Pure.
 */

/**
 * External dependencies
 */
import type {
	ExpressPaymentType,
	StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { toWooAddress } from './address';
import type { WooAddress } from './types';

/** The order data the server's CheckoutPayment reads (spec 3). */
export interface ExpressOrderData {
	billing_address: WooAddress;
	shipping_address: Omit< WooAddress, 'email' > & { method: string[] };
	customer_note: string;
	payment_method: 'stripe';
	payment_data: { key: string; value: string }[];
	extensions: Record< string, unknown >;
	additional_fields: Record< string, unknown >;
}

/** The wallet's sheet (the fields of Stripe's `confirm` event read here). */
export type ConfirmDetails = Pick<
	StripeExpressCheckoutElementConfirmEvent,
	'billingDetails' | 'shippingAddress' | 'shippingRate' | 'expressPaymentType'
>;

/**
 * The order data.
 *
 * @param event        Stripe's `confirm` event.
 * @param confirmation The confirmation token's id (`ctoken_…`).
 */
export function orderData(
	event: ConfirmDetails,
	confirmation: string
): ExpressOrderData {
	const billing = event.billingDetails;
	const billingAddress = toWooAddress( billing?.address, {
		name: billing?.name,
		email: billing?.email ?? '',
		phone: billing?.phone,
	} );
	// Without a shipping address (nothing to ship), the order ships to the payer, as WooCommerce's checkout does.
	const shipping = toWooAddress(
		event.shippingAddress?.address ?? billing?.address,
		{
			name: event.shippingAddress?.name ?? billing?.name,
			phone: billing?.phone,
		}
	);
	return {
		billing_address: billingAddress,
		shipping_address: {
			...shipping,
			method: event.shippingRate ? [ event.shippingRate.id ] : [],
		},
		customer_note: '',
		payment_method: 'stripe',
		payment_data: paymentData( event.expressPaymentType, confirmation ),
		extensions: {},
		additional_fields: {},
	};
}

/**
 * Spec 3's payment data: a confirmation token in a deferred intent, so no PaymentMethod id.
 *
 * @param type         Stripe's express type (`apple_pay`, …).
 * @param confirmation The confirmation token's id.
 */
export const paymentData = ( type: ExpressPaymentType, confirmation: string ) =>
	Object.entries( {
		payment_method: 'stripe',
		'wc-stripe-payment-method': '',
		'wc-stripe-confirmation-token': confirmation,
		express_payment_type: type,
		'wc-stripe-is-deferred-intent': 'true',
	} ).map( ( [ key, value ] ) => ( { key, value } ) );
