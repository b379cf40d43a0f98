/**
 * External dependencies
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { messageFor, type ErrorMessages } from '../common/error-message';
import { billingDetails } from './billing-details';
import type {
	BillingAddress,
	ObserverResponse,
	PaymentMethodProps,
} from './checkout-props';

/** The payment data field process_payment() reads the PaymentMethod id from (ShopStripeGateway\Payments). */
export const PAYMENT_METHOD_FIELD = 'shop_stripe_payment_method';

type EmitResponse = PaymentMethodProps[ 'emitResponse' ];

/**
 * An error answer, shown in the payment method's notices (an empty message shows nothing: the Payment Element
 * already shows a validation error beside its field, spec 8).
 *
 * @param emitResponse WooCommerce's response types and notice contexts.
 * @param message      The customer's text.
 */
export const errorResponse = (
	emitResponse: EmitResponse,
	message: string
): ObserverResponse => ( {
	type: emitResponse.responseTypes.ERROR,
	message,
	messageContext: emitResponse.noticeContexts.PAYMENTS,
} );

/**
 * The answer while the form cannot produce a PaymentMethod (Stripe.js or the element did not load, spec 5): an
 * error, so no order is placed.
 *
 * @param emitResponse WooCommerce's response types and notice contexts.
 * @param messages     The catalogue.
 */
export const unavailableResponse = (
	emitResponse: EmitResponse,
	messages: ErrorMessages
) => errorResponse( emitResponse, messages.invalid_payment_details ?? '' );

/**
 * onPaymentSetup: the Payment Element is validated, a PaymentMethod created with the checkout's billing details,
 * and its id handed to the server in the payment data; any failure is the catalogue's text (spec 4, 5, 8).
 *
 * @param context                The form's state.
 * @param context.stripe         Stripe.
 * @param context.elements       The Elements group holding the Payment Element.
 * @param context.billingAddress The checkout's billing address.
 * @param context.messages       The catalogue.
 * @param context.emitResponse   WooCommerce's response types and notice contexts.
 */
export async function paymentSetupResponse( {
	stripe,
	elements,
	billingAddress,
	messages,
	emitResponse,
}: {
	stripe: Stripe;
	elements: StripeElements;
	billingAddress: BillingAddress;
	messages: ErrorMessages;
	emitResponse: EmitResponse;
} ): Promise< ObserverResponse > {
	try {
		const submitted = await elements.submit();
		if ( submitted.error ) {
			return errorResponse(
				emitResponse,
				messageFor( submitted.error, messages, 'payment_failed' )
			);
		}
		const { error, paymentMethod } = await stripe.createPaymentMethod( {
			elements,
			params: { billing_details: billingDetails( billingAddress ) },
		} );
		if ( error || ! paymentMethod ) {
			return errorResponse(
				emitResponse,
				messageFor( error ?? {}, messages, 'payment_failed' )
			);
		}
		return {
			type: emitResponse.responseTypes.SUCCESS,
			meta: {
				paymentMethodData: {
					[ PAYMENT_METHOD_FIELD ]: paymentMethod.id,
					shop_stripe_payment_type: paymentMethod.type,
				},
			},
		};
	} catch {
		// Stripe.js threw (not a Stripe error object): the generic text, never the technical one (spec 8).
		return errorResponse( emitResponse, messages.payment_failed ?? '' );
	}
}
