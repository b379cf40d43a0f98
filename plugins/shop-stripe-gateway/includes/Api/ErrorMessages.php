<?php
/**
 * The customer-safe error catalogue.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

defined( 'ABSPATH' ) || exit;

/**
 * The one table of messages customers may see for a Stripe error (spec, section 8), keyed like Stripe's errors: by
 * error type for the generic ones, by error code for card errors, plus `email_invalid`, `required_field` and
 * `unknown`. The browser is to receive all() as it is, so PHP and TypeScript never keep two tables.
 */
final class ErrorMessages {

	/** Error types whose details customers need not know: they all get the same generic message. */
	public const GENERIC_TYPES = [
		'invalid_request_error',
		'api_connection_error',
		'api_error',
		'authentication_error',
		'rate_limit_error',
	];

	/** Codes meaning a required parameter was missing or empty; about a checkout field, they name that field. */
	private const MISSING_PARAMETER_CODES = [ 'parameter_missing', 'parameter_invalid_empty', 'parameter_string_empty', 'parameter_string_blank' ];

	/**
	 * Every message, translated, after the `shop_stripe_gateway_error_messages` filter.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$generic  = __(
			'Unable to process this payment, please try again or use alternative method.',
			'shop-stripe-gateway'
		);
		$messages = array_fill_keys( self::GENERIC_TYPES, $generic ) + [
			'email_invalid'            => __( 'Invalid email address, please correct and try again.', 'shop-stripe-gateway' ),
			'invalid_number'           => __( 'The card number is not a valid credit card number.', 'shop-stripe-gateway' ),
			'invalid_expiry_month'     => __( 'The card expiration month is invalid.', 'shop-stripe-gateway' ),
			'invalid_expiry_year'      => __( 'The card expiration year is invalid.', 'shop-stripe-gateway' ),
			'invalid_cvc'              => __( 'The card security code is invalid.', 'shop-stripe-gateway' ),
			'incorrect_number'         => __( 'The card number is incorrect.', 'shop-stripe-gateway' ),
			'incomplete_number'        => __( 'The card number is incomplete.', 'shop-stripe-gateway' ),
			'incomplete_cvc'           => __( 'The card security code is incomplete.', 'shop-stripe-gateway' ),
			'incomplete_expiry'        => __( 'The card expiration date is incomplete.', 'shop-stripe-gateway' ),
			'expired_card'             => __( 'The card has expired.', 'shop-stripe-gateway' ),
			'incorrect_cvc'            => __( 'The card security code is incorrect.', 'shop-stripe-gateway' ),
			'incorrect_zip'            => __( 'The card zip code failed validation.', 'shop-stripe-gateway' ),
			'invalid_expiry_year_past' => __( 'The card expiration year is in the past', 'shop-stripe-gateway' ),
			'card_declined'            => __( 'The card was declined.', 'shop-stripe-gateway' ),
			'missing'                  => __( 'There is no card on a customer that is being charged.', 'shop-stripe-gateway' ),
			'processing_error'         => __( 'An error occurred while processing the card.', 'shop-stripe-gateway' ),
			/* translators: %s: name of the missing checkout field, e.g. "Billing postal code". */
			'required_field'           => __( '%s is a required field.', 'shop-stripe-gateway' ),
			'unknown'                  => __( 'An unknown error occurred.', 'shop-stripe-gateway' ),
		] + self::browser_texts();

		/**
		 * Filters the messages customers see for Stripe errors, keyed by Stripe error type or code.
		 *
		 * @param array<string, string> $messages Messages.
		 */
		$filtered = apply_filters( 'shop_stripe_gateway_error_messages', $messages );
		// Entries a filter drops or breaks fall back to the defaults: for_error() needs every key.
		return is_array( $filtered ) ? array_map( 'strval', array_filter( $filtered, 'is_scalar' ) ) + $messages : $messages;
	}

	/**
	 * The spec's texts for what only the browser meets (spec 5 and 8): the connection to the shop, a method that cannot
	 * load, a failed confirmation. Part of all(), so the page gets every text from this one filterable map.
	 *
	 * @return array<string, string>
	 */
	private static function browser_texts(): array {
		return [
			'validation_error'        => '', // The Payment Element shows these beside the field itself.
			'payment_failed'          => __( 'Payment failed. Please try again.', 'shop-stripe-gateway' ),
			'invalid_payment_details' => __( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', 'shop-stripe-gateway' ),
			/* translators: %s: a payment method's name, such as Card. */
			'load_failed'             => __( 'Failed to load %s payment method. Please refresh the page and try again.', 'shop-stripe-gateway' ),
			'voucher_failed'          => __( 'There was a problem processing the payment. Please refresh the page to try again.', 'shop-stripe-gateway' ),
			'init_missing'            => __( 'Stripe initialization data is not available', 'shop-stripe-gateway' ),
			'timeout'                 => __( 'A timeout occurred while connecting to the server. Please try again.', 'shop-stripe-gateway' ),
			'abort'                   => __( 'The connection to the server was aborted. Please try again.', 'shop-stripe-gateway' ),
			'connection'              => __( 'An error occurred while connecting to the server. Please try again.', 'shop-stripe-gateway' ),
			'blik_invalid'            => __( 'BLIK Code is invalid', 'shop-stripe-gateway' ),
			// Not an error: the notice of spec 2 above ClientSettings::CASH_APP_LIMIT_MINOR, kept with the page's texts.
			'cash_app_limit'          => __( 'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.', 'shop-stripe-gateway' ),
			'billing'                 => __( 'Billing', 'shop-stripe-gateway' ),
			'shipping'                => __( 'Shipping', 'shop-stripe-gateway' ),
		];
	}

	/**
	 * The message for one error object as Stripe returns it (`type`, `code`, `param`, `message`, …).
	 *
	 * @param array<string, mixed> $stripe_error Stripe's `error` object.
	 */
	public static function for_error( array $stripe_error ): string {
		$messages = self::all();
		$type     = self::field( $stripe_error, 'type' );
		$code     = self::field( $stripe_error, 'code' );
		$field    = self::checkout_field( self::field( $stripe_error, 'param' ) );

		// Checked before the type: both are invalid_request_errors the customer can fix, so they get specifics.
		if ( 'email_invalid' === $code ) {
			return $messages['email_invalid'];
		}
		if ( in_array( $code, self::MISSING_PARAMETER_CODES, true ) && '' !== $field ) {
			return sprintf( $messages['required_field'], $field );
		}
		if ( in_array( $type, self::GENERIC_TYPES, true ) ) {
			return $messages[ $type ];
		}
		if ( 'card_error' === $type ) {
			if ( '' !== $code && ! in_array( $code, self::GENERIC_TYPES, true ) && isset( $messages[ $code ] ) ) {
				return $messages[ $code ];
			}
			// Stripe writes card errors' messages to be shown to the card holder ("Your card has insufficient funds.").
			$message = self::field( $stripe_error, 'message' );
			if ( '' !== $message ) {
				return $message;
			}
		}
		return $messages['unknown'];
	}

	/**
	 * A readable name for a billing or shipping parameter, e.g. "Billing postal code" for
	 * `billing_details[address][postal_code]`, or '' for any other parameter.
	 *
	 * @param string $param Stripe's `param`.
	 */
	private static function checkout_field( string $param ): string {
		if ( ! preg_match( '/^(billing|shipping)(?:_|\[|$)/', $param, $match ) ) {
			return '';
		}
		// The last segment names the field: billing_details[address][line1] -> line1, billing_email -> email.
		$segments = array_values( array_filter( preg_split( '/[\[\]]+/', $param ) ?: [] ) );
		$last     = (string) end( $segments );
		$name     = 1 === count( $segments ) ? (string) preg_replace( '/^(billing|shipping)_?/', '', $last ) : $last;
		$words    = trim( str_replace( '_', ' ', $name ) );
		$section  = 'billing' === $match[1]
			? __( 'Billing', 'shop-stripe-gateway' )
			: __( 'Shipping', 'shop-stripe-gateway' );
		return '' === $words ? $section : $section . ' ' . $words;
	}

	/**
	 * A text field of Stripe's error object, or ''.
	 *
	 * @param array<string, mixed> $stripe_error Stripe's error.
	 * @param string               $name         Field.
	 */
	private static function field( array $stripe_error, string $name ): string {
		return is_string( $stripe_error[ $name ] ?? null ) ? $stripe_error[ $name ] : '';
	}
}
