/**
 * Which text a failure shows: a Stripe error through the catalogue (src/common/error-message.ts), a message meant for
 * the customer as it is, and anything else (a network failure, a bug) as the generic error message (spec 8,
 * "Confirmation failure after return: non-provider Errors are replaced by the generic error message").
 */

/**
 * Internal dependencies
 */
import { messageFor, type StripeLikeError } from '../common/error-message';
import type { ClientSettings } from '../common/client-settings';

/** A failure whose message is written for the customer (the element's validation text, the server's answer). */
export class CustomerError extends Error {}

/**
 * Whether a value is an error as Stripe.js reports it (`{ type, code, message }`).
 *
 * @param error The value.
 */
const isStripeError = ( error: unknown ): error is StripeLikeError =>
	typeof error === 'object' &&
	error !== null &&
	! ( error instanceof Error ) &&
	typeof ( error as StripeLikeError ).type === 'string';

/**
 * The text to show.
 *
 * @param error    What failed.
 * @param settings The client settings (catalogue, generic message).
 */
export function failureText(
	error: unknown,
	settings: Pick< ClientSettings, 'errorMessages' | 'genericErrorMessage' >
): string {
	const generic =
		settings.genericErrorMessage || settings.errorMessages.payment_failed;
	if ( isStripeError( error ) ) {
		return (
			messageFor( error, settings.errorMessages, 'payment_failed' ) ||
			error.message ||
			generic
		);
	}
	if ( error instanceof CustomerError && error.message ) {
		return error.message;
	}
	return generic;
}
