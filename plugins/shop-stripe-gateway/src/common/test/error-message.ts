/**
 * Internal dependencies
 */
import { checkoutField, messageFor } from '../error-message';

/** The catalogue as ErrorMessages::all() hands it over (spec 8's texts). */
const MESSAGES = {
	invalid_request_error:
		'Unable to process this payment, please try again or use alternative method.',
	api_connection_error:
		'Unable to process this payment, please try again or use alternative method.',
	api_error:
		'Unable to process this payment, please try again or use alternative method.',
	authentication_error:
		'Unable to process this payment, please try again or use alternative method.',
	rate_limit_error:
		'Unable to process this payment, please try again or use alternative method.',
	email_invalid: 'Invalid email address, please correct and try again.',
	invalid_number: 'The card number is not a valid credit card number.',
	invalid_expiry_month: 'The card expiration month is invalid.',
	invalid_expiry_year: 'The card expiration year is invalid.',
	invalid_cvc: 'The card security code is invalid.',
	incorrect_number: 'The card number is incorrect.',
	incomplete_number: 'The card number is incomplete.',
	incomplete_cvc: 'The card security code is incomplete.',
	incomplete_expiry: 'The card expiration date is incomplete.',
	expired_card: 'The card has expired.',
	incorrect_cvc: 'The card security code is incorrect.',
	incorrect_zip: 'The card zip code failed validation.',
	invalid_expiry_year_past: 'The card expiration year is in the past',
	card_declined: 'The card was declined.',
	missing: 'There is no card on a customer that is being charged.',
	processing_error: 'An error occurred while processing the card.',
	required_field: '%s is a required field.',
	unknown: 'An unknown error occurred.',
	payment_failed: 'Payment failed. Please try again.',
};

const GENERIC =
	'Unable to process this payment, please try again or use alternative method.';

describe( 'messageFor', () => {
	it.each( [
		'invalid_number',
		'invalid_expiry_month',
		'invalid_expiry_year',
		'invalid_cvc',
		'incorrect_number',
		'incomplete_number',
		'incomplete_cvc',
		'incomplete_expiry',
		'expired_card',
		'incorrect_cvc',
		'incorrect_zip',
		'invalid_expiry_year_past',
		'card_declined',
		'missing',
		'processing_error',
	] as const )( 'card_error %s has its catalogue text', ( code ) => {
		expect(
			messageFor(
				{ type: 'card_error', code, message: 'Stripe says.' },
				MESSAGES
			)
		).toBe( MESSAGES[ code ] );
	} );

	it.each( [
		'invalid_request_error',
		'api_connection_error',
		'api_error',
		'authentication_error',
		'rate_limit_error',
	] )( '%s gets the generic text, whatever its message', ( type ) => {
		expect(
			messageFor(
				{ type, code: 'resource_missing', message: 'No such intent' },
				MESSAGES
			)
		).toBe( GENERIC );
	} );

	it( 'email_invalid has its own text', () => {
		expect(
			messageFor(
				{ type: 'invalid_request_error', code: 'email_invalid' },
				MESSAGES
			)
		).toBe( 'Invalid email address, please correct and try again.' );
	} );

	it.each( [
		[
			'parameter_invalid_empty',
			'billing_details[address][postal_code]',
			'Billing postal code is a required field.',
		],
		[
			'parameter_missing',
			'shipping[address][city]',
			'Shipping city is a required field.',
		],
		[
			'parameter_string_empty',
			'billing_details[name]',
			'Billing name is a required field.',
		],
		[
			'parameter_string_blank',
			'shipping_phone',
			'Shipping phone is a required field.',
		],
	] )( '%s on %s names the field', ( code, param, expected ) => {
		expect(
			messageFor(
				{ type: 'invalid_request_error', code, param },
				MESSAGES
			)
		).toBe( expected );
	} );

	it( 'a missing parameter that is no checkout field gets the generic text', () => {
		expect(
			messageFor(
				{
					type: 'invalid_request_error',
					code: 'parameter_missing',
					param: 'amount',
				},
				MESSAGES
			)
		).toBe( GENERIC );
	} );

	it( 'a validation error is left to the Payment Element (empty message)', () => {
		expect(
			messageFor(
				{
					type: 'validation_error',
					code: 'incomplete_number',
					message: 'Your card number is incomplete.',
				},
				MESSAGES
			)
		).toBe( '' );
	} );

	it( "an unknown card code uses Stripe's message, then the fallback", () => {
		expect(
			messageFor(
				{
					type: 'card_error',
					code: 'insufficient_funds',
					message: 'Your card has insufficient funds.',
				},
				MESSAGES
			)
		).toBe( 'Your card has insufficient funds.' );
		expect( messageFor( {}, MESSAGES ) ).toBe(
			'An unknown error occurred.'
		);
		expect( messageFor( {}, MESSAGES, 'payment_failed' ) ).toBe(
			'Payment failed. Please try again.'
		);
		expect( messageFor( {}, {} ) ).toBe( 'An unknown error occurred.' );
	} );

	it( 'takes the texts from the catalogue it is given (a filter may change them)', () => {
		expect(
			messageFor(
				{ type: 'card_error', code: 'card_declined' },
				{ ...MESSAGES, card_declined: 'Declined.' }
			)
		).toBe( 'Declined.' );
	} );
} );

describe( 'checkoutField', () => {
	const labels = { billing: 'Billing', shipping: 'Shipping' };

	it.each( [
		[ 'billing_details[address][line1]', 'Billing line1' ],
		[ 'billing_email', 'Billing email' ],
		[ 'shipping[name]', 'Shipping name' ],
		[ 'payment_method_data[billing_details][email]', '' ],
		[ 'amount', '' ],
	] )( '%s reads %p', ( param, expected ) => {
		expect( checkoutField( param, labels ) ).toBe( expected );
	} );
} );
