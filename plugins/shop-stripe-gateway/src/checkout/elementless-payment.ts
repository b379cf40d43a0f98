/**
 * The payment data of an entry without a Payment Element (BLIK, Canadian pre-authorised debit: Stripe's element
 * cannot collect them before an intent exists, so the server makes the PaymentMethod or leaves the intent to Stripe's
 * bank dialog; ShopStripeGateway\Payments\MethodOptions). Pure.
 */

/**
 * Internal dependencies
 */
import { BLIK, BLIK_CODE_FIELD, blikCodeError } from '../common/blik-code';
import type { ErrorMessages } from '../common/error-message';
import type { ObserverResponse, PaymentMethodProps } from './checkout-props';
import { errorResponse } from './payment-setup';

/**
 * onPaymentSetup's answer: the chosen type (and BLIK's code), or BLIK's refusal (the field shows it, so the notice
 * is empty).
 *
 * @param type         Stripe's type of the entry.
 * @param blikCode     What the shopper typed in BLIK's field.
 * @param messages     The catalogue.
 * @param emitResponse WooCommerce's response types and notice contexts.
 * @return The answer, and BLIK's error text for its field ('' when none).
 */
export function elementlessResponse(
	type: string,
	blikCode: string,
	messages: ErrorMessages,
	emitResponse: PaymentMethodProps[ 'emitResponse' ]
): { response: ObserverResponse; blikError: string } {
	const code = blikCode.trim();
	const blikError = type === BLIK ? blikCodeError( code, messages ) : '';
	if ( blikError ) {
		return { response: errorResponse( emitResponse, '' ), blikError };
	}
	return {
		response: {
			type: emitResponse.responseTypes.SUCCESS,
			meta: {
				paymentMethodData: {
					shop_stripe_payment_type: type,
					...( type === BLIK ? { [ BLIK_CODE_FIELD ]: code } : {} ),
				},
			},
		},
		blikError,
	};
}
