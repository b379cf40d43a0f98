<?php
/**
 * Paying an order with the card gateway against an intercepted Stripe.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\ManualCapture;
use ShopStripeGateway\Payments\PaymentIntents;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * process_payment() creates and confirms one PaymentIntent per attempt with the order's amount and the browser's
 * PaymentMethod, then: succeeded pays the order once, requires_action sends the shopper to the confirm hash,
 * requires_capture and processing hold it, a decline fails it with the catalogue's text.
 */
final class ProcessPaymentTest extends GatewayTestCase {

	private const PM = 'pm_1PgafxB7WZ01zgkW';

	protected function setUp(): void {
		parent::setUp();
		$_POST[ CardGateway::PAYMENT_METHOD_FIELD ] = self::PM;
	}

	protected function tearDown(): void {
		unset( $_POST[ CardGateway::PAYMENT_METHOD_FIELD ] );
		parent::tearDown();
	}

	public function test_a_succeeded_intent_pays_the_order_once_with_the_orders_amount(): void {
		$order = $this->card_order( '20.50' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_ok', 'status' => 'succeeded', 'latest_charge' => 'ch_ok', 'amount' => 2050 ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'ch_ok', $order->get_transaction_id() );
		$this->assertSame( 'pi_ok', $order->get_meta( OrderMeta::INTENT_ID ) );

		$sent = $this->stripe->request( 0 );
		parse_str( $sent['body'], $body );
		$this->assertSame( 'POST', $sent['method'] );
		$this->assertStringEndsWith( '/v1/payment_intents', $sent['url'] );
		$this->assertSame( '2050', $body['amount'] );
		$this->assertSame( 'usd', $body['currency'] );
		$this->assertSame( self::PM, $body['payment_method'] );
		$this->assertSame( 'true', $body['confirm'] );
		$this->assertSame( 'automatic', $body['capture_method'] );
		$this->assertSame( (string) $order->get_id(), $body['metadata']['order_id'] );
		$this->assertSame( 'Bearer ' . self::SECRET_KEY, $sent['headers']['Authorization'] );
		$this->assertNotEmpty( $sent['headers']['Idempotency-Key'] );
	}

	public function test_a_second_attempt_gets_a_new_idempotency_key(): void {
		$order = $this->card_order( '10.00' );
		$this->stripe->respond_error( 402, [ 'type' => 'card_error', 'code' => 'card_declined', 'message' => 'Your card was declined.' ] );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );

		Composition::card_gateway()->process_payment( $order->get_id() );
		Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertNotSame( $this->stripe->request( 0 )['headers']['Idempotency-Key'], $this->stripe->request( 1 )['headers']['Idempotency-Key'] );
		$this->assertSame( '2', wc_get_order( $order->get_id() )->get_meta( PaymentIntents::ATTEMPT_META ) );
	}

	public function test_a_declined_card_fails_the_order_with_the_catalogue_text(): void {
		$order = $this->card_order( '10.00' );
		$this->stripe->respond_error( 402, [ 'type' => 'card_error', 'code' => 'card_declined', 'decline_code' => 'generic_decline', 'message' => 'Your card was declined.' ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( [ 'result' => 'failure' ], $result );
		$this->assertSame( 'failed', $order->get_status() );
		$this->assertFalse( $order->is_paid() );
		$this->assertContains( 'The card was declined.', array_column( wc_get_notices( 'error' ), 'notice' ) );
	}

	public function test_an_authentication_sends_the_shopper_to_the_confirm_hash_and_the_order_waits(): void {
		$order = $this->card_order( '10.00' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_3ds', 'status' => 'requires_action' ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertMatchesRegularExpression(
			'/#shop-stripe-confirm-pi:' . $order->get_id() . ':pi_1PgafyB7WZ01zgkWSjxsAJo3_secret_Dm43xiq1k0ywrRRjDoi8y1gkM:[0-9a-f]{10}$/',
			$result['redirect']
		);
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
		$this->assertSame( 'pi_3ds', wc_get_order( $order->get_id() )->get_meta( OrderMeta::INTENT_ID ) );
	}

	public function test_manual_capture_authorises_and_holds_the_order(): void {
		update_option( CardGateway::SETTINGS_OPTION, get_option( CardGateway::SETTINGS_OPTION ) + [ 'capture' => 'no' ] );
		$order = $this->card_order( '10.00' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_auth', 'status' => 'requires_capture' ] );

		$result = Composition::card_gateway()->process_payment( $order->get_id() );

		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( 'manual', $body['capture_method'] );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
		$this->assertSame( 'yes', wc_get_order( $order->get_id() )->get_meta( ManualCapture::AUTHORISED_META ), 'processing the order will capture it' );
	}

	public function test_zero_decimal_currencies_are_sent_in_whole_units(): void {
		$order = $this->card_order( '1500', 'JPY' );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );

		Composition::card_gateway()->process_payment( $order->get_id() );

		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( '1500', $body['amount'] );
		$this->assertSame( 'jpy', $body['currency'] );
	}

	/** @return array<string, array{string}> a posted payment method that is refused before any request */
	public static function bad_payment_methods(): array {
		return [
			'none'           => [ '' ],
			'not an id'      => [ 'tok_visa' ],
			'with injection' => [ 'pm_1&amount=1' ],
		];
	}

	/**
	 * @dataProvider bad_payment_methods
	 * @param string $posted What the checkout posted.
	 */
	public function test_a_missing_or_malformed_payment_method_is_refused_without_calling_stripe( string $posted ): void {
		$_POST[ CardGateway::PAYMENT_METHOD_FIELD ] = $posted;
		$order = $this->card_order( '10.00' );

		$this->assertSame( [ 'result' => 'failure' ], Composition::card_gateway()->process_payment( $order->get_id() ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertContains(
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
			array_column( wc_get_notices( 'error' ), 'notice' )
		);
	}
}
