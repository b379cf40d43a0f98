<?php
/**
 * An express checkout through the Store API, paid with a ConfirmationToken.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Express\ExpressPayment;
use ShopStripeGateway\Express\ExpressSettings;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\ExpressOn;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use WP_REST_Request;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/ExpressOn.php';

/**
 * The express script posts spec 3's order data to `POST /wc/store/v1/checkout` with the Store API nonce and the
 * express headers; WooCommerce copies `payment_data` into $_POST for the card gateway's process_payment(), which reads
 * the token from Stripe and confirms a PaymentIntent with it. Stripe is faked at `pre_http_request` with its example
 * ConfirmationToken and PaymentIntent. WooCommerce keeps the first request's `payment_data` for the rest of the PHP
 * process (a static in its CheckoutTrait), so the one Store API checkout that reaches the payment runs in a process of
 * its own; the other wallets go through process_payment() with the fields WooCommerce copies.
 */
final class ExpressCheckoutTest extends GatewayTestCase {

	use ExpressOn;

	private const TOKEN = 'ctoken_1Pgc73B7WZ01zgkWgFXpfTtv';

	protected function setUp(): void {
		parent::setUp();
		$this->express_on();
		// WooCommerce keeps the gateways it built earlier in the run, with the settings of then: built again with these.
		WC()->payment_gateways()->init();
		wc_load_cart();
		WC()->cart->empty_cart();
	}

	protected function tearDown(): void {
		WC()->cart?->empty_cart();
		$_POST = [];
		$this->express_off();
		parent::tearDown();
		WC()->payment_gateways()->init(); // Built again from the rolled-back settings, for the next tests.
	}

	/**
	 * Stripe's example ConfirmationToken, as a wallet's.
	 *
	 * @param string $type   The PaymentMethod type it will create.
	 * @param string $wallet A card's wallet.
	 * @return array<string, mixed>
	 */
	private static function token( string $type = 'card', string $wallet = 'apple_pay' ): array {
		$token   = StripeFixtures::object( 'confirmation_token' );
		$preview = [ 'type' => $type ] + $token['payment_method_preview'];
		unset( $preview['us_bank_account'] );
		if ( 'card' === $type ) {
			$preview['card'] = [ 'brand' => 'visa', 'last4' => '4242', 'wallet' => [ 'type' => $wallet ] ];
		}
		return array_replace( $token, [ 'payment_method_preview' => $preview ] );
	}

	/**
	 * The checkout as the express script posts it: spec 3's order data, the guest's phone missing.
	 *
	 * @param string $express_nonce The express header's nonce.
	 * @param string $route         The cart's checkout, or an order's pay-for-order route.
	 */
	private static function checkout( string $express_nonce, string $route = '/wc/store/v1/checkout' ): WP_REST_Request {
		$address = [
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'company'    => '',
			'country'    => 'US',
			'address_1'  => '1 Market Street',
			'address_2'  => '',
			'city'       => 'San Francisco',
			'state'      => 'CA',
			'postcode'   => '94105',
		];
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$request->set_header( 'X-WCStripe-Express-Checkout', 'true' );
		$request->set_header( 'X-WCStripe-Express-Checkout-Nonce', $express_nonce );
		$request->set_body(
			(string) wp_json_encode(
				[
					'billing_address'  => $address + [ 'email' => 'ada@example.com', 'phone' => '' ],
					'shipping_address' => $address + [ 'phone' => '' ],
					'customer_note'    => '',
					'payment_method'   => 'stripe',
					'payment_data'     => [
						[ 'key' => 'payment_method', 'value' => 'stripe' ],
						[ 'key' => 'wc-stripe-payment-method', 'value' => '' ],
						[ 'key' => ExpressPayment::TOKEN_FIELD, 'value' => self::TOKEN ],
						[ 'key' => 'express_payment_type', 'value' => 'apple_pay' ],
						[ 'key' => 'wc-stripe-is-deferred-intent', 'value' => 'true' ],
					],
				]
			)
		);
		return $request;
	}

	/** A virtual product in the cart, so no shipping rate is needed. */
	private function cart_with_a_download(): void {
		$product = self::mug( '18.00' );
		$product->set_virtual( true );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id(), 1 );
	}

	/**
	 * In a process of its own: WooCommerce defines WOOCOMMERCE_CHECKOUT while a legacy gateway pays, so every later
	 * test of the run would find is_checkout() true (and keeps this request's payment_data, see above).
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_store_api_checkout_with_a_confirmation_token_creates_a_paid_apple_pay_order(): void {
		$this->cart_with_a_download();
		$this->stripe->respond( 200, self::token() );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_express', 'status' => 'succeeded', 'latest_charge' => 'ch_express' ] );

		$response = rest_do_request( self::checkout( wp_create_nonce( ExpressSettings::NONCE_ACTION ) ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data  = $response->get_data();
		$order = wc_get_order( $data['order_id'] );
		$this->assertSame( 'success', $data['payment_result']['payment_status'] );
		$this->assertSame( $order->get_checkout_order_received_url(), $data['payment_result']['redirect_url'] );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'apple_pay', $order->get_meta( ExpressPayment::META ) );
		$this->assertSame( 'Apple Pay (Stripe)', $order->get_payment_method_title() );
		$this->assertSame( 'stripe', $order->get_payment_method() );
		$this->assertSame( '', $order->get_billing_phone() );

		$read = $this->stripe->request( 0 );
		$this->assertSame( 'GET', $read['method'] );
		$this->assertStringEndsWith( '/v1/confirmation_tokens/' . self::TOKEN, $read['url'] );
		$sent = $this->sent( 1 );
		$this->assertSame( self::TOKEN, $sent['confirmation_token'] );
		$this->assertArrayNotHasKey( 'payment_method', $sent );
		$this->assertSame( [ 'card' ], $sent['payment_method_types'] );
		$this->assertSame( '1800', $sent['amount'] );
		$this->assertSame( 'true', $sent['confirm'] );
	}

	/**
	 * Spec 7's pay-for-order route, as the pay-for-order page's buttons post it: the existing order paid with the token,
	 * the cart left alone. In a process of its own, as above.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_pay_for_order_route_pays_the_existing_order_with_a_confirmation_token(): void {
		$order = wc_create_order();
		$order->add_product( self::mug( '25.00' ), 1 );
		$order->set_billing_email( 'ada@example.com' );
		$order->calculate_totals();
		$order->set_status( 'pending' );
		$order->save();
		$this->stripe->respond( 200, self::token( 'card', 'google_pay' ) );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_pay_order', 'status' => 'succeeded', 'latest_charge' => 'ch_pay_order' ] );

		$request = self::checkout( wp_create_nonce( ExpressSettings::NONCE_ACTION ), '/wc/store/v1/checkout/' . $order->get_id() );
		$request->set_query_params( [ 'key' => $order->get_order_key(), 'billing_email' => 'ada@example.com' ] );
		$response = rest_do_request( $request );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $order->get_id(), $response->get_data()['order_id'] );
		$paid = wc_get_order( $order->get_id() );
		$this->assertTrue( $paid->is_paid() );
		$this->assertSame( 'Google Pay (Stripe)', $paid->get_payment_method_title() );
		$this->assertSame( '2500', $this->sent( 1 )['amount'] );
		$this->assertSame( self::TOKEN, $this->sent( 1 )['confirmation_token'] );
		$this->assertTrue( WC()->cart->is_empty(), 'the cart was not used' );
	}

	public function test_an_express_checkout_without_its_nonce_is_refused_before_any_order_or_request(): void {
		$this->cart_with_a_download();
		$orders = wc_get_orders( [ 'return' => 'ids', 'limit' => -1 ] );

		$response = rest_do_request( self::checkout( 'abc' ) );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'shop_stripe_express_nonce', $response->get_data()['code'] );
		$this->assertSame( $orders, wc_get_orders( [ 'return' => 'ids', 'limit' => -1 ] ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/** @return array<string, array{string, string, array<string, mixed>, string, string}> token type, wallet, settings, stored type, intent type */
	public static function wallets(): array {
		return [
			'Google Pay' => [ 'card', 'google_pay', [], 'google_pay', 'card' ],
			'Link'       => [ 'link', '', [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'link' ] ], 'link', 'link' ],
			'Amazon Pay' => [ 'amazon_pay', '', [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'amazon_pay' ] ], 'amazon_pay', 'amazon_pay' ],
		];
	}

	/**
	 * @dataProvider wallets
	 * @param string               $type     The token's PaymentMethod type.
	 * @param string               $wallet   A card's wallet.
	 * @param array<string, mixed> $settings Settings added.
	 * @param string               $stored   The express type stored.
	 * @param string               $intent   The intent's payment method type.
	 */
	public function test_the_tokens_wallet_is_stored_and_decides_the_intents_type( string $type, string $wallet, array $settings, string $stored, string $intent ): void {
		$this->express_on( $settings );
		$order = $this->card_order( '10.00' );
		$this->stripe->respond( 200, self::token( $type, $wallet ) );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );
		$_POST = [ ExpressPayment::TOKEN_FIELD => self::TOKEN, 'express_payment_type' => 'apple_pay' ];

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $stored, $order->get_meta( ExpressPayment::META ), 'the token decides, not the posted type' );
		$this->assertSame( [ $intent ], $this->sent( 1 )['payment_method_types'] );
	}

	/** @return array<string, array{string, string, array<string, mixed>}> a token refused before any intent */
	public static function refused(): array {
		return [
			'Link not enabled'            => [ 'link', '', [] ],
			'Apple Pay with express off'  => [ 'card', 'apple_pay', [ 'express_checkout' => 'no', 'upe_checkout_experience_accepted_payments' => [ 'card', 'link' ] ] ],
			'a card without a wallet'     => [ 'card', '', [] ],
			'a bank account'              => [ 'us_bank_account', '', [] ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param string               $type     The token's PaymentMethod type.
	 * @param string               $wallet   A card's wallet.
	 * @param array<string, mixed> $settings Settings changed.
	 */
	public function test_a_wallet_the_shop_does_not_offer_is_refused_before_an_intent( string $type, string $wallet, array $settings ): void {
		$this->express_on( $settings );
		$order = $this->card_order( '10.00' );
		$this->stripe->respond( 200, self::token( $type, $wallet ) );
		$_POST = [ ExpressPayment::TOKEN_FIELD => self::TOKEN ];

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertSame( [ 'result' => 'failure' ], $result );
		$this->assertCount( 1, $this->stripe->requests() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertContains( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', array_column( wc_get_notices( 'error' ), 'notice' ) );
	}
}
