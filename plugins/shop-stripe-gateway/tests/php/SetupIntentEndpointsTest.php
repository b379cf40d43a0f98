<?php
/**
 * init_setup_intent and create_and_confirm_setup_intent (spec 7, calls 1 and 3).
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Endpoints\CreateAndConfirmSetupIntent;
use ShopStripeGateway\Endpoints\InitSetupIntent;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\SavedCards\Customers;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use WC_Payment_Token_CC;
use WC_Payment_Tokens;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Logged-in shoppers only; the customer is created once and reused; a card confirmed without authentication
 * becomes a token with Stripe's card details.
 */
final class SetupIntentEndpointsTest extends GatewayTestCase {

	public function test_init_creates_the_customer_once_then_a_setup_intent_for_it(): void {
		$user_id = $this->shopper( '' );
		$this->stripe->respond_object( 'customer', [ 'id' => 'cus_New' ] );
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_A', 'client_secret' => 'seti_A_secret_x' ] );
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_B', 'client_secret' => 'seti_B_secret_y' ] );

		$first  = self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), $this->init_input() );
		$second = self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), $this->init_input() );

		$this->assertSame( 200, $first->status );
		$this->assertSame( [ 'success' => true, 'data' => [ 'id' => 'seti_A', 'client_secret' => 'seti_A_secret_x' ] ], $first->body );
		$this->assertSame( 'seti_B', $second->body['data']['id'] );
		$this->assertSame( 'cus_New', get_user_meta( $user_id, Customers::META, true ) );
		$this->assertCount( 3, $this->stripe->requests(), 'one customer, two setup intents' );
		$this->assertStringEndsWith( '/v1/customers', $this->stripe->request( 0 )['url'] );
		$this->assertSame( (string) $user_id, $this->sent( 0 )['metadata']['user_id'] );
		foreach ( [ 1, 2 ] as $index ) {
			$this->assertStringEndsWith( '/v1/setup_intents', $this->stripe->request( $index )['url'] );
			$this->assertSame( 'cus_New', $this->sent( $index )['customer'] );
			$this->assertSame( [ 'card' ], $this->sent( $index )['payment_method_types'] );
			$this->assertSame( 'off_session', $this->sent( $index )['usage'] );
		}
	}

	public function test_init_refuses_a_guest(): void {
		self::assert_error( 401, 'Please log in to save a payment method.', self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), $this->init_input() ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/** @return array<string, array{mixed}> a posted type that cannot be set up */
	public static function unusable_types(): array {
		return [
			'not reusable'      => [ 'eps' ],
			'reusable, not on'  => [ 'bacs_debit' ],
			'unknown'           => [ 'bitcoin' ],
			'none'              => [ '' ],
			'an array'          => [ [ 'card' ] ],
		];
	}

	/**
	 * @dataProvider unusable_types
	 * @param mixed $type Posted payment_method_type.
	 */
	public function test_init_refuses_a_method_that_cannot_be_saved( $type ): void {
		$this->shopper();
		$settings = get_option( CardGateway::SETTINGS_OPTION );
		$settings['upe_checkout_experience_accepted_payments'][] = 'eps'; // On, and Stripe cannot save it.
		update_option( CardGateway::SETTINGS_OPTION, $settings );

		$answer = self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), [ 'payment_method_type' => $type ] + $this->init_input() );

		self::assert_error( 400, 'This payment method cannot be saved.', $answer );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_bad_nonce_is_refused_with_403(): void {
		$this->shopper();

		foreach ( [ 'abc', '', null, [ 'x' ] ] as $nonce ) {
			self::assert_error( 403, self::NONCE_MESSAGE, self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), [ 'nonce' => $nonce ] + $this->init_input() ) );
			self::assert_error( 403, self::NONCE_MESSAGE, self::post( new CreateAndConfirmSetupIntent( Composition::client(), Composition::settings() ), [ 'nonce' => $nonce ] + $this->confirm_input() ) );
		}
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_only_post_is_answered(): void {
		$this->shopper();

		$answer = ( new InitSetupIntent( Composition::client(), Composition::settings() ) )->answer( 'GET', $this->init_input() );

		self::assert_error( 405, 'This address only answers POST requests.', $answer );
	}

	public function test_calls_are_limited_per_shopper(): void {
		$this->shopper();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->stripe->respond_object( 'setup_intent' );
			$this->assertSame( 200, self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), $this->init_input() )->status );
		}

		self::assert_error( 429, self::GENERIC_MESSAGE, self::post( new InitSetupIntent( Composition::client(), Composition::settings() ), $this->init_input() ) );
		$this->assertCount( 10, $this->stripe->requests() );
	}

	public function test_a_card_confirmed_without_authentication_becomes_a_token_of_the_shopper(): void {
		$user_id = $this->shopper();
		$this->stripe->respond_object( 'setup_intent', [ 'id' => 'seti_Ok', 'status' => 'succeeded', 'next_action' => null, 'payment_method' => StripeFixtures::object( 'payment_method', [ 'id' => 'pm_Saved' ] ) ] );

		$answer = self::post( new CreateAndConfirmSetupIntent( Composition::client(), Composition::settings() ), $this->confirm_input() );

		$this->assertSame(
			[
				'success' => true,
				'data'    => [
					'id'            => 'seti_Ok',
					'status'        => 'succeeded',
					'next_action'   => null,
					'payment_type'  => 'card',
					'return_url'    => wc_get_account_endpoint_url( 'add-payment-method' ),
					'client_secret' => 'seti_1Pgag7B7WZ01zgkWSgwGdb8Z_secret_QXg2AQLdBxJwtY51IkwvUaBVsnCqPSp',
				],
			],
			$answer->body
		);
		$sent = $this->sent( 0 );
		$this->assertSame( [ 'cus_Known', 'pm_Saved', 'true', 'off_session' ], [ $sent['customer'], $sent['payment_method'], $sent['confirm'], $sent['usage'] ] );
		$this->assertSame( wc_get_account_endpoint_url( 'add-payment-method' ), $sent['return_url'] );
		$this->assertSame( [ 'payment_method' ], $sent['expand'] );

		$tokens = WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' );
		$this->assertCount( 1, $tokens );
		$token = reset( $tokens );
		$this->assertInstanceOf( WC_Payment_Token_CC::class, $token );
		$this->assertSame( [ 'pm_Saved', '4242', 'visa', '08', '2030', 'stripe', $user_id ], [ $token->get_token(), $token->get_last4(), $token->get_card_type(), $token->get_expiry_month(), $token->get_expiry_year(), $token->get_gateway_id(), $token->get_user_id() ] );
	}

	public function test_a_card_that_needs_authentication_is_not_saved_yet_and_the_browser_gets_the_next_action(): void {
		$user_id = $this->shopper();
		$next    = [ 'type' => 'redirect_to_url', 'redirect_to_url' => [ 'url' => 'https://hooks.stripe.com/3d_secure_2/x' ] ];
		$this->stripe->respond_object( 'setup_intent', [ 'status' => 'requires_action', 'next_action' => $next, 'payment_method' => StripeFixtures::object( 'payment_method' ) ] );

		$answer = self::post( new CreateAndConfirmSetupIntent( Composition::client(), Composition::settings() ), $this->confirm_input() );

		$this->assertSame( 'requires_action', $answer->body['data']['status'] );
		$this->assertSame( $next, $answer->body['data']['next_action'] );
		$this->assertSame( [], WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
	}

	public function test_a_declined_card_gets_the_catalogue_text(): void {
		$user_id = $this->shopper();
		$this->stripe->respond_error( 402, [ 'type' => 'card_error', 'code' => 'expired_card', 'message' => 'Your card has expired.' ] );

		self::assert_error( 402, 'The card has expired.', self::post( new CreateAndConfirmSetupIntent( Composition::client(), Composition::settings() ), $this->confirm_input() ) );
		$this->assertSame( [], WC_Payment_Tokens::get_customer_tokens( $user_id, 'stripe' ) );
	}

	/** @return array<string, array{array<string, mixed>}> garbage in the fields */
	public static function garbage(): array {
		return [
			'no payment method'       => [ [ 'payment_method_id' => '' ] ],
			'not a payment method id' => [ [ 'payment_method_id' => 'tok_visa' ] ],
			'injection'               => [ [ 'payment_method_id' => 'pm_1&customer=cus_Other' ] ],
			'an array'                => [ [ 'payment_method_id' => [ 'pm_1' ] ] ],
		];
	}

	/**
	 * @dataProvider garbage
	 * @param array<string, mixed> $change What differs from a valid request.
	 */
	public function test_garbage_is_refused_without_calling_stripe( array $change ): void {
		$this->shopper();

		$answer = self::post( new CreateAndConfirmSetupIntent( Composition::client(), Composition::settings() ), $change + $this->confirm_input() );

		self::assert_error( 400, 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', $answer );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/** @return array<string, mixed> A valid init request. */
	private function init_input(): array {
		return [
			'payment_method_type' => 'card',
			'nonce'               => wp_create_nonce( ClientSettings::NONCES['createSetupIntent'] ),
		];
	}

	/** @return array<string, mixed> A valid create-and-confirm request. */
	private function confirm_input(): array {
		return [
			'payment_method_id'   => 'pm_Saved',
			'payment_method_type' => 'card',
			'nonce'               => wp_create_nonce( ClientSettings::NONCES['createSetupIntent'] ),
		];
	}
}
