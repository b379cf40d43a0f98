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

	private const GENERIC = 'Unable to process this payment, please try again or use alternative method.';

	/** @return array<string, array{array<string, string>, string}> Stripe error, customer message */
	public static function catalogue(): array {
		$card = static fn ( string $code ) => [ 'type' => 'card_error', 'code' => $code, 'message' => "Stripe says $code." ];
		return [
			'invalid_request_error'    => [ [ 'type' => 'invalid_request_error', 'code' => 'resource_missing', 'message' => 'No such customer: cus_x' ], self::GENERIC ],
			'api_connection_error'     => [ [ 'type' => 'api_connection_error', 'message' => 'Connection reset.' ], self::GENERIC ],
			'api_error'                => [ [ 'type' => 'api_error', 'message' => 'Something went wrong on our end.' ], self::GENERIC ],
			'authentication_error'     => [ [ 'type' => 'authentication_error', 'message' => 'Invalid API Key provided.' ], self::GENERIC ],
			'rate_limit_error'         => [ [ 'type' => 'rate_limit_error', 'message' => 'Too many requests.' ], self::GENERIC ],
			'email_invalid'            => [ [ 'type' => 'invalid_request_error', 'code' => 'email_invalid', 'param' => 'email', 'message' => 'Invalid email address: x' ], 'Invalid email address, please correct and try again.' ],
			'invalid_number'           => [ $card( 'invalid_number' ), 'The card number is not a valid credit card number.' ],
			'invalid_expiry_month'     => [ $card( 'invalid_expiry_month' ), 'The card expiration month is invalid.' ],
			'invalid_expiry_year'      => [ $card( 'invalid_expiry_year' ), 'The card expiration year is invalid.' ],
			'invalid_cvc'              => [ $card( 'invalid_cvc' ), 'The card security code is invalid.' ],
			'incorrect_number'         => [ $card( 'incorrect_number' ), 'The card number is incorrect.' ],
			'incomplete_number'        => [ $card( 'incomplete_number' ), 'The card number is incomplete.' ],
			'incomplete_cvc'           => [ $card( 'incomplete_cvc' ), 'The card security code is incomplete.' ],
			'incomplete_expiry'        => [ $card( 'incomplete_expiry' ), 'The card expiration date is incomplete.' ],
			'expired_card'             => [ $card( 'expired_card' ), 'The card has expired.' ],
			'incorrect_cvc'            => [ $card( 'incorrect_cvc' ), 'The card security code is incorrect.' ],
			'incorrect_zip'            => [ $card( 'incorrect_zip' ), 'The card zip code failed validation.' ],
			'invalid_expiry_year_past' => [ $card( 'invalid_expiry_year_past' ), 'The card expiration year is in the past' ],
			'card_declined'            => [ [ 'type' => 'card_error', 'code' => 'card_declined', 'decline_code' => 'generic_decline', 'message' => 'Your card was declined.' ], 'The card was declined.' ],
			'missing'                  => [ $card( 'missing' ), 'There is no card on a customer that is being charged.' ],
			'processing_error'         => [ $card( 'processing_error' ), 'An error occurred while processing the card.' ],
			'required_field'           => [ [ 'type' => 'invalid_request_error', 'code' => 'parameter_missing', 'param' => 'billing_details[address][postal_code]', 'message' => 'Missing required param.' ], 'Billing postal code is a required field.' ],
			'unknown'                  => [ [ 'type' => 'idempotency_error', 'message' => 'Keys can only be reused with the same parameters.' ], 'An unknown error occurred.' ],
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

		$thrown = $this->stripe_exception( fn () => $this->client()->post( 'payment_intents', [], [ 'idempotency_key' => 'k' ] ) );

		$this->assertSame( $customer, $thrown->customer_message() );
		$this->assertSame( $customer, ErrorMessages::for_error( $error ) );
		$this->assertStringStartsWith( $error['message'], $thrown->getMessage() );
	}

	public function test_the_table_covers_every_key_of_the_catalogue(): void {
		$this->assertSame( array_keys( self::catalogue() ), array_keys( ErrorMessages::all() ) );
	}

	/** @return array<string, array{string, string, string}> code, param, customer message */
	public static function required_fields(): array {
		return [
			'billing details email'   => [ 'parameter_missing', 'billing_details[email]', 'Billing email is a required field.' ],
			'billing checkout field'  => [ 'parameter_missing', 'billing_first_name', 'Billing first name is a required field.' ],
			'shipping address line'   => [ 'parameter_invalid_empty', 'shipping[address][line1]', 'Shipping line1 is a required field.' ],
			'shipping checkout field' => [ 'parameter_missing', 'shipping_city', 'Shipping city is a required field.' ],
			'not a checkout field'    => [ 'parameter_missing', 'amount', self::GENERIC ],
			'other code on billing'   => [ 'parameter_invalid_integer', 'billing_details[phone]', self::GENERIC ],
			'look-alike prefix'       => [ 'parameter_missing', 'billingcycle', self::GENERIC ],
		];
	}

	/**
	 * @dataProvider required_fields
	 * @param string $code     Stripe's code.
	 * @param string $param    Stripe's param.
	 * @param string $customer Message the customer sees.
	 */
	public function test_missing_billing_and_shipping_parameters_name_the_field( string $code, string $param, string $customer ): void {
		$error = [ 'type' => 'invalid_request_error', 'code' => $code, 'param' => $param ];

		$this->assertSame( $customer, ErrorMessages::for_error( $error ) );
	}

	public function test_a_card_error_code_outside_the_catalogue_shows_stripes_card_holder_message(): void {
		$error = [ 'type' => 'card_error', 'code' => 'insufficient_funds', 'message' => 'Your card has insufficient funds.' ];

		$this->assertSame( 'Your card has insufficient funds.', ErrorMessages::for_error( $error ) );
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [ 'type' => 'card_error', 'code' => 'new_code' ] ) );
	}

	public function test_a_card_error_cannot_borrow_a_type_message_through_its_code(): void {
		$error = [ 'type' => 'card_error', 'code' => 'api_error', 'message' => 'Odd card error.' ];

		$this->assertSame( 'Odd card error.', ErrorMessages::for_error( $error ) );
	}

	public function test_unknown_shapes_get_the_unknown_message(): void {
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [] ) );
		$this->assertSame( 'An unknown error occurred.', ErrorMessages::for_error( [ 'type' => 42, 'code' => [ 'x' ] ] ) );
	}

	public function test_messages_can_be_filtered(): void {
		$this->add_test_filter(
			'shop_stripe_gateway_error_messages',
			static fn ( array $messages ) => [ 'card_declined' => 'Declined, sorry.', 'unknown' => 7 ] + $messages
		);

		$this->assertSame( 'Declined, sorry.', ErrorMessages::for_error( [ 'type' => 'card_error', 'code' => 'card_declined' ] ) );
		$this->assertSame( '7', ErrorMessages::all()['unknown'] );
		$this->assertSame( self::GENERIC, ErrorMessages::all()['api_error'] );
	}

	public function test_a_filter_that_drops_entries_cannot_remove_them(): void {
		$this->add_test_filter( 'shop_stripe_gateway_error_messages', static fn () => [] );

		$this->assertSame( 'The card was declined.', ErrorMessages::for_error( [ 'type' => 'card_error', 'code' => 'card_declined' ] ) );
	}

	public function test_messages_are_translated_in_the_plugin_text_domain(): void {
		$this->add_test_filter(
			'gettext',
			static fn ( string $translation, string $text, string $domain ) => 'shop-stripe-gateway' === $domain ? "[fr] $text" : $translation,
			10,
			3
		);

		$this->assertSame( '[fr] The card was declined.', ErrorMessages::all()['card_declined'] );
		$this->assertSame( '[fr] [fr] Billing email is a required field.', ErrorMessages::for_error( [ 'type' => 'invalid_request_error', 'code' => 'parameter_missing', 'param' => 'billing_email' ] ) );
	}
}
