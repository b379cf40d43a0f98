<?php
/**
 * process_payment() when Stripe asks the shopper to act: vouchers, wallets, redirects, BLIK; the statement descriptor.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\PaymentFields;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Each next action becomes the return link of spec 2 that src/common/return-hash.ts reads, with the order id, the
 * intent's secret and the order-received address (encoded so the hash's colons stay separators).
 */
final class NextActionTest extends GatewayTestCase {

	private const PM     = 'pm_1PgafxB7WZ01zgkW';
	private const SECRET = 'pi_1PgafyB7WZ01zgkWSjxsAJo3_secret_Dm43xiq1k0ywrRRjDoi8y1gkM';

	protected function setUp(): void {
		parent::setUp();
		$_POST[ CardGateway::PAYMENT_METHOD_FIELD ] = self::PM;
	}

	protected function tearDown(): void {
		unset( $_POST[ CardGateway::PAYMENT_METHOD_FIELD ], $_POST[ PaymentFields::BLIK_CODE_FIELD ] );
		parent::tearDown();
	}

	public function test_a_boleto_voucher_holds_the_order_and_sends_the_voucher_hash(): void {
		$order = $this->method_order( 'boleto', 'BRL' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_boleto', 'status' => 'requires_action', 'next_action' => [ 'type' => 'boleto_display_details' ] ] );

		$result = $this->pay( 'boleto', $order );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( wc_get_checkout_url() . '#shop-stripe-voucher:' . $order->get_id() . ':boleto:' . self::SECRET . ':' . rawurlencode( $order->get_checkout_order_received_url() ), $result['redirect'] );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( [ 'boleto' ], $body['payment_method_types'] );
	}

	public function test_wechat_pay_keeps_the_order_pending_and_sends_the_wallet_hash_with_a_nonce(): void {
		$order = $this->method_order( 'wechat_pay', 'USD' );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'wechat_pay_display_qr_code' ] ] );

		$result = $this->pay( 'wechat_pay', $order );

		$this->assertMatchesRegularExpression(
			'/#shop-stripe-wallet:' . $order->get_id() . ':wechat_pay:pi:' . self::SECRET . ':' . preg_quote( rawurlencode( $order->get_checkout_order_received_url() ), '/' ) . ':[0-9a-f]{10}$/',
			$result['redirect']
		);
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_cash_app_pay_sends_the_wallet_hash(): void {
		$order = $this->method_order( 'cashapp', 'USD' );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'cashapp_handle_redirect_or_display_qr_code' ] ] );

		$this->assertStringContainsString( '#shop-stripe-wallet:' . $order->get_id() . ':cashapp:pi:', $this->pay( 'cashapp', $order )['redirect'] );
	}

	public function test_a_bank_redirect_sends_the_shopper_to_stripes_page_only_over_https(): void {
		$order = $this->method_order( 'ideal', 'EUR' );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'redirect_to_url', 'redirect_to_url' => [ 'url' => 'https://hooks.stripe.com/redirect/authenticate/src_1' ] ] ] );
		$this->assertSame( 'https://hooks.stripe.com/redirect/authenticate/src_1', $this->pay( 'ideal', $order )['redirect'] );

		$order = $this->method_order( 'ideal', 'EUR' );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'redirect_to_url', 'redirect_to_url' => [ 'url' => 'javascript:alert(1)' ] ] ] );
		$this->assertStringContainsString( '#shop-stripe-confirm-pi:', $this->pay( 'ideal', $order )['redirect'], 'anything else is left to Stripe.js in the page' );
	}

	public function test_blik_sends_the_code_and_holds_the_order_until_the_bank_app_approves(): void {
		$this->enable( 'blik' );
		$order                                       = $this->method_order( 'blik', 'PLN' );
		$_POST[ PaymentFields::BLIK_CODE_FIELD ] = ' 123456 ';
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'blik_authorize' ] ] );

		$result = $this->pay( 'blik', $order );

		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( '123456', $body['payment_method_options']['blik']['code'] );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_blik_code_that_is_not_six_digits_is_refused_before_stripe_is_called(): void {
		$this->enable( 'blik' );
		$order                                       = $this->method_order( 'blik', 'PLN' );
		$_POST[ PaymentFields::BLIK_CODE_FIELD ] = '12345a';

		$this->assertSame( [ 'result' => 'failure' ], $this->pay( 'blik', $order ) );
		$this->assertContains( 'BLIK Code is invalid', array_column( wc_get_notices( 'error' ), 'notice' ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_the_statement_descriptor_is_a_suffix_for_cards_and_whole_for_other_methods(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'statement_descriptor' => 'SHOP ORDER' ] + get_option( CardGateway::SETTINGS_OPTION ) );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'processing' ] );

		Composition::card_gateway()->process_payment( $this->card_order()->get_id() );
		$this->pay( 'ideal', $this->method_order( 'ideal', 'EUR' ) );

		parse_str( $this->stripe->request( 0 )['body'], $card );
		parse_str( $this->stripe->request( 1 )['body'], $ideal );
		$this->assertSame( 'SHOP ORDER', $card['statement_descriptor_suffix'] );
		$this->assertArrayNotHasKey( 'statement_descriptor', $card );
		$this->assertSame( 'SHOP ORDER', $ideal['statement_descriptor'] );
	}

	/**
	 * An order paid with a method's gateway.
	 *
	 * @param string $id       The method.
	 * @param string $currency The order's currency.
	 */
	private function method_order( string $id, string $currency ): WC_Order {
		$this->enable( $id );
		$order = $this->card_order( '20', $currency );
		$order->set_payment_method( Methods::get( $id )->gateway_id() );
		$order->save();
		return $order;
	}

	/**
	 * process_payment() of a method's gateway.
	 *
	 * @param string   $id    The method.
	 * @param WC_Order $order The order.
	 * @return array<string, string>
	 */
	private function pay( string $id, WC_Order $order ): array {
		return Composition::method_gateway( $id )->process_payment( $order->get_id() );
	}

	/**
	 * Adds a method to the enabled ones.
	 *
	 * @param string $id The method.
	 */
	private function enable( string $id ): void {
		$settings = get_option( CardGateway::SETTINGS_OPTION );
		$settings['upe_checkout_experience_accepted_payments'] = array_unique( [ ...$settings['upe_checkout_experience_accepted_payments'], $id ] );
		update_option( CardGateway::SETTINGS_OPTION, $settings );
	}
}
