<?php
/**
 * The customer-safe error catalogue, through the client's exception.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * Every entry of the spec's catalogue (section 8) as customers get it from a real error answer, the required-field
 * rule, the fallbacks, the filter and the text domain.
 */
final class ErrorMessagesTest extends StripeApiTestCase {

	/** @return array<string, array{array<string, string>, string}> Stripe error, customer message */
	public static function catalogue(): array {
		$error = static fn ( string $type, string $code, string $message, array $more = [] ) => array_filter(
			[ 'type' => $type, 'code' => $code, 'message' => $message ] + $more
		);
		$card  = static fn ( string $code, string $customer ) => [ $error( 'card_error', $code, "Stripe: $code." ), $customer ];

		return [
			'invalid_request_error'    => [ $error( 'invalid_request_error', 'resource_missing', 'No such customer.' ), self::GENERIC_MESSAGE ],
			'api_connection_error'     => [ $error( 'api_connection_error', '', 'Connection reset.' ), self::GENERIC_MESSAGE ],
			'api_error'                => [ $error( 'api_error', '', 'Something went wrong on our end.' ), self::GENERIC_MESSAGE ],
			'authentication_error'     => [ $error( 'authentication_error', '', 'Invalid API Key provided.' ), self::GENERIC_MESSAGE ],
			'rate_limit_error'         => [ $error( 'rate_limit_error', '', 'Too many requests.' ), self::GENERIC_MESSAGE ],
			'email_invalid'            => [
				$error( 'invalid_request_error', 'email_invalid', 'Invalid email address: x', [ 'param' => 'email' ] ),
				'Invalid email address, please correct and try again.',
			],
			'invalid_number'           => $card( 'invalid_number', 'The card number is not a valid credit card number.' ),
			'invalid_expiry_month'     => $card( 'invalid_expiry_month', 'The card expiration month is invalid.' ),
			'invalid_expiry_year'      => $card( 'invalid_expiry_year', 'The card expiration year is invalid.' ),
			'invalid_cvc'              => $card( 'invalid_cvc', 'The card security code is invalid.' ),
			'incorrect_number'         => $card( 'incorrect_number', 'The card number is incorrect.' ),
			'incomplete_number'        => $card( 'incomplete_number', 'The card number is incomplete.' ),
			'incomplete_cvc'           => $card( 'incomplete_cvc', 'The card security code is incomplete.' ),
			'incomplete_expiry'        => $card( 'incomplete_expiry', 'The card expiration date is incomplete.' ),
			'expired_card'             => $card( 'expired_card', 'The card has expired.' ),
			'incorrect_cvc'            => $card( 'incorrect_cvc', 'The card security code is incorrect.' ),
			'incorrect_zip'            => $card( 'incorrect_zip', 'The card zip code failed validation.' ),
			'invalid_expiry_year_past' => $card( 'invalid_expiry_year_past', 'The card expiration year is in the past' ),
			'card_declined'            => [
				$error( 'card_error', 'card_declined', 'Your card was declined.', [ 'decline_code' => 'generic_decline' ] ),
				'The card was declined.',
			],
			'missing'                  => $card( 'missing', 'There is no card on a customer that is being charged.' ),
			'processing_error'         => $card( 'processing_error', 'An error occurred while processing the card.' ),
			'required_field'           => [
				$error(
					'invalid_request_error',
					'parameter_missing',
					'Missing required param.',
					[ 'param' => 'billing_details[address][postal_code]' ]
				),
				'Billing postal code is a required field.',
			],
			'unknown'                  => [
				$error( 'idempotency_error', '', 'Keys can only be reused with the same parameters.' ),
				'An unknown error occurred.',
			],
		];
	}

	/**
	 * @dataProvider catalogue
	 * @param array<string, string> $error    Stripe's error object.
	 * @param string                $customer Message the customer sees.
	 */
	public function test_each_catalogued_error_reaches_the_customer_with_its_text( array $error, string $customer ): void {
		$status = 'card_error' === $error['type'] ? 402 : 400;
		$this->stripe->respond_error( $status, $error );

		$thrown = $this->stripe_exception(
			fn () => $this->client()->post( 'payment_intents', [], [ 'idempotency_key' => 'k' ] )
		);

		$this->assertSame( $customer, $thrown->customer_message() );
		$this->assertSame( $customer, ErrorMessages::for_error( $error ) );
		$this->assertStringStartsWith( $error['message'], $thrown->getMessage() );
	}

	public function test_the_table_covers_every_key_of_the_catalogue(): void {
		$this->assertSame( array_keys( self::catalogue() + self::browser_texts() ), array_keys( ErrorMessages::all() ) );
	}

	/** @return array<string, string> The spec's texts for the browser's own failures (spec 5 and 8), by key. */
	public static function browser_texts(): array {
		return [
			'validation_error'        => '',
			'payment_failed'          => 'Payment failed. Please try again.',
			'invalid_payment_details' => 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
			'load_failed'             => 'Failed to load %s payment method. Please refresh the page and try again.',
			'voucher_failed'          => 'There was a problem processing the payment. Please refresh the page to try again.',
			'init_missing'            => 'Stripe initialization data is not available',
			'timeout'                 => 'A timeout occurred while connecting to the server. Please try again.',
			'abort'                   => 'The connection to the server was aborted. Please try again.',
			'connection'              => 'An error occurred while connecting to the server. Please try again.',
			'blik_invalid'            => 'BLIK Code is invalid',
			'cash_app_limit'          => 'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.',
			'billing'                 => 'Billing',
			'shipping'                => 'Shipping',
		];
	}

	public function test_the_browsers_texts_are_the_specs(): void {
		$this->assertSame( self::browser_texts(), array_intersect_key( ErrorMessages::all(), self::browser_texts() ) );
	}

	/** @return array<string, array{string, string, string}> code, param, customer message */
	public static function required_fields(): array {
		return [
			'billing details email'   => [ 'parameter_missing', 'billing_details[email]', 'Billing email is a required field.' ],
			'billing checkout field'  => [ 'parameter_missing', 'billing_first_name', 'Billing first name is a required field.' ],
			'shipping address line'   => [ 'parameter_invalid_empty', 'shipping[address][line1]', 'Shipping line1 is a required field.' ],
			'shipping checkout field' => [ 'parameter_missing', 'shipping_city', 'Shipping city is a required field.' ],
			'empty string'            => [ 'parameter_string_empty', 'billing_details[name]', 'Billing name is a required field.' ],
			'blank string'            => [ 'parameter_string_blank', 'shipping_phone', 'Shipping phone is a required field.' ],
			'not a checkout field'    => [ 'parameter_missing', 'amount', self::GENERIC_MESSAGE ],
			'other code on billing'   => [ 'parameter_invalid_integer', 'billing_details[phone]', self::GENERIC_MESSAGE ],
			'look-alike prefix'       => [ 'parameter_missing', 'billingcycle', self::GENERIC_MESSAGE ],
		];
	}

	/**
	 * @dataProvider required_fields
	 * @param string $code     Stripe's code.
	 * @param string $param    Stripe's param.
	 * @param string $customer Message the customer sees.
	 */
	public function test_missing_billing_or_shipping_parameters_name_the_field( string $code, string $param, string $customer ): void {
		$error = [ 'type' => 'invalid_request_error', 'code' => $code, 'param' => $param ];

		$this->assertSame( $customer, ErrorMessages::for_error( $error ) );
	}

	public function test_a_card_error_code_outside_the_catalogue_shows_stripes_card_holder_message(): void {
		$error = [ 'type' => 'card_error', 'code' => 'insufficient_funds', 'message' => 'Your card has insufficient funds.' ];

		$this->assertSame( 'Your card has insufficient funds.', ErrorMessages::for_error( $error ) );
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [ 'type' => 'card_error', 'code' => 'new' ] ) );
	}

	public function test_a_card_error_cannot_borrow_a_type_message_through_its_code(): void {
		$error = [ 'type' => 'card_error', 'code' => 'api_error', 'message' => 'Odd card error.' ];

		$this->assertSame( 'Odd card error.', ErrorMessages::for_error( $error ) );
	}

	public function test_unknown_shapes_get_the_unknown_message(): void {
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [] ) );
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [ 'type' => 4, 'code' => [ 'x' ] ] ) );
	}

	public function test_messages_can_be_filtered(): void {
		$this->add_test_filter(
			'shop_stripe_gateway_error_messages',
			static fn ( array $messages ) => [ 'card_declined' => 'Declined, sorry.', 'unknown' => 7 ] + $messages
		);

		$declined = [ 'type' => 'card_error', 'code' => 'card_declined' ];
		$this->assertSame( 'Declined, sorry.', ErrorMessages::for_error( $declined ) );
		$this->assertSame( '7', ErrorMessages::all()['unknown'] );
		$this->assertSame( self::GENERIC_MESSAGE, ErrorMessages::all()['api_error'] );
	}

	public function test_a_filter_that_drops_or_breaks_entries_cannot_remove_them(): void {
		$this->add_test_filter( 'shop_stripe_gateway_error_messages', static fn () => [ 'card_declined' => [ 'x' ] ] );

		$declined = [ 'type' => 'card_error', 'code' => 'card_declined' ];
		$this->assertSame( 'The card was declined.', ErrorMessages::for_error( $declined ) );
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [] ) );
		$this->assertCount( count( self::catalogue() + self::browser_texts() ), ErrorMessages::all() );
	}

	public function test_messages_are_translated_in_the_plugin_text_domain(): void {
		$this->add_test_filter(
			'gettext',
			static fn ( string $translated, string $text, string $domain ) => 'shop-stripe-gateway' === $domain
				? "[fr] $text"
				: $translated,
			10,
			3
		);

		$this->assertSame( '[fr] The card was declined.', ErrorMessages::all()['card_declined'] );
		$missing_email = [ 'type' => 'invalid_request_error', 'code' => 'parameter_missing', 'param' => 'billing_email' ];
		$this->assertSame( '[fr] [fr] Billing email is a required field.', ErrorMessages::for_error( $missing_email ) );
	}
}
