/**
 * What the confirm hash's intent still needs in the page. Usually Stripe's next action (3-D Secure). Canadian
 * pre-authorised debit cannot be collected by the Payment Element before an intent exists, so the server makes its
 * intent unconfirmed (ShopStripeGateway\Payments\MethodOptions) and Stripe's own dialog collects the bank account and
 * the mandate here (`confirmAcssDebitPayment`, which needs the payer's name and email).
 */

/**
 * External dependencies
 */
import type {
	PaymentIntentOrSetupIntentResult,
	Stripe,
} from '@stripe/stripe-js';

/** Stripe's type of Canadian pre-authorised debit. */
export const ACSS_DEBIT = 'acss_debit';

/** The payer, as Stripe's bank dialog needs them. */
export interface Payer {
	name: string;
	email: string;
}

/**
 * Runs the confirmation.
 *
 * @param stripe       Stripe.js.
 * @param clientSecret The intent's client secret.
 * @param payer        The payer, when the shopper chose pre-authorised debit; otherwise the next action runs.
 * @return Stripe's answer: the intent, or its error.
 */
export async function confirmIntent(
	stripe: Stripe,
	clientSecret: string,
	payer?: Payer
): Promise< PaymentIntentOrSetupIntentResult > {
	if ( payer && clientSecret.startsWith( 'pi_' ) ) {
		const { paymentIntent } =
			await stripe.retrievePaymentIntent( clientSecret );
		if (
			paymentIntent?.status === 'requires_payment_method' &&
			paymentIntent.payment_method_types.includes( ACSS_DEBIT )
		) {
			return stripe.confirmAcssDebitPayment( clientSecret, {
				payment_method: { billing_details: payer },
			} );
		}
	}
	return stripe.handleNextAction( { clientSecret } );
}
