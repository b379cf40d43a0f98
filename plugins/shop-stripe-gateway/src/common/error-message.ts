/**
 * The customer's text for an error, from the one catalogue the server hands over (ShopStripeGateway\Api\ErrorMessages,
 * filterable there): the same rules as ErrorMessages::for_error() in PHP, for errors Stripe.js raises in the browser
 * (spec checkout-and-payments.md, sections 5 and 8).
 */

/** What the page gets: key (an error code or type, or one of the plugin's own) => text. */
export type ErrorMessages = Record< string, string >;

/** An error as Stripe.js or Stripe's API reports it. */
export interface StripeLikeError {
	type?: string;
	code?: string;
	param?: string;
	message?: string;
}

/** Types whose message is the catalogue's generic one. */
const GENERIC_TYPES = [
	'invalid_request_error',
	'api_connection_error',
	'api_error',
	'authentication_error',
	'rate_limit_error',
];

/** Codes of a missing or empty parameter (spec 5). */
const MISSING_PARAMETER_CODES = [
	'parameter_invalid_empty',
	'parameter_missing',
	'parameter_string_empty',
	'parameter_string_blank',
];

/**
 * The checkout field a parameter names, as shoppers read it: `billing_details[address][postal_code]` is
 * "Billing postal code", `shipping_phone` "Shipping phone"; '' for any other parameter.
 *
 * @param param           Stripe's `param`.
 * @param labels          The translated section names.
 * @param labels.billing
 * @param labels.shipping
 */
export function checkoutField(
	param: string,
	labels: { billing: string; shipping: string }
): string {
	const scope = /^(billing|shipping)(?:_|\[|$)/.exec( param );
	if ( ! scope ) {
		return '';
	}
	const segments = param.split( /[[\]]+/ ).filter( Boolean );
	const last = segments[ segments.length - 1 ] ?? '';
	const name =
		segments.length === 1
			? last.replace( /^(billing|shipping)_?/, '' )
			: last;
	const words = name.replace( /_/g, ' ' ).trim();
	const section = scope[ 1 ] === 'billing' ? labels.billing : labels.shipping;
	return words ? `${ section } ${ words }` : section;
}

/**
 * Fills '%s' in a catalogue text.
 *
 * @param text  The text.
 * @param value What replaces '%s'.
 */
export const fill = ( text: string, value: string ) =>
	text.replace( '%s', value );

/**
 * The text to show for an error.
 *
 * @param error    The error.
 * @param messages The catalogue.
 * @param fallback The catalogue key used when nothing else applies ('unknown', or 'payment_failed' while paying).
 */
export function messageFor(
	error: StripeLikeError,
	messages: ErrorMessages,
	fallback = 'unknown'
): string {
	const { type = '', code = '', param = '', message = '' } = error;
	if ( code === 'email_invalid' && messages.email_invalid ) {
		return messages.email_invalid;
	}
	const field = checkoutField( param, {
		billing: messages.billing ?? 'Billing',
		shipping: messages.shipping ?? 'Shipping',
	} );
	if ( MISSING_PARAMETER_CODES.includes( code ) && field ) {
		return fill(
			messages.required_field ?? '%s is a required field.',
			field
		);
	}
	if ( GENERIC_TYPES.includes( type ) && messages[ type ] ) {
		return messages[ type ];
	}
	if ( type === 'validation_error' ) {
		return ''; // The Payment Element shows it beside the field itself (spec 8).
	}
	if ( code && ! GENERIC_TYPES.includes( code ) && messages[ code ] ) {
		return messages[ code ];
	}
	return message || messages[ fallback ] || 'An unknown error occurred.';
}
