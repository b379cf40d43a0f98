<?php
/**
 * One live PaymentIntent per order: a new attempt reuses the order's intent or cancels it first.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\IntentLifecycle;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Through the real process_payment(), Stripe faked at the HTTP API: the requests it makes say which intent is
 * confirmed, updated, cancelled or created.
 */
final class IntentReuseTest extends GatewayTestCase {

	private const PM = 'pm_1PgafxB7WZ01zgkW';

	private WC_Order $order;

	protected function setUp(): void {
		parent::setUp();
		$_POST[ CardGateway::PAYMENT_METHOD_FIELD ] = self::PM;
		$this->order                                = $this->card_order( '20' );
		IntentIds::remember( $this->order, 'pi_Old' );
	}

	protected function tearDown(): void {
		unset( $_POST[ CardGateway::PAYMENT_METHOD_FIELD ] );
		parent::tearDown();
	}

	public function test_an_intent_waiting_for_the_shopper_is_confirmed_again_with_the_new_total(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method', 'amount' => 1500 ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method' ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'succeeded', 'latest_charge' => 'ch_Old', 'amount' => 2000 ] );

		$result = Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame(
			[ 'GET /v1/payment_intents/pi_Old', 'POST /v1/payment_intents/pi_Old', 'POST /v1/payment_intents/pi_Old/confirm' ],
			$this->calls()
		);
		$this->assertSame( [ 'amount' => '2000', 'currency' => 'usd' ], $this->sent( 1 ) );
		$confirm = $this->sent( 2 );
		$this->assertSame( self::PM, $confirm['payment_method'] );
		$this->assertSame( [ 'card' ], $confirm['payment_method_types'] );
		$this->assertArrayNotHasKey( 'amount', $confirm );
		$this->assertNotSame( $this->stripe->request( 1 )['headers']['Idempotency-Key'], $this->stripe->request( 2 )['headers']['Idempotency-Key'] );
		$order = wc_get_order( $this->order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( [ 'pi_Old' ], IntentIds::all( $order ) );
	}

	public function test_an_unchanged_total_is_not_updated(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_action', 'amount' => 2000 ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'succeeded' ] );

		Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( [ 'GET /v1/payment_intents/pi_Old', 'POST /v1/payment_intents/pi_Old/confirm' ], $this->calls() );
	}

	public function test_an_intent_stripe_will_not_confirm_again_is_cancelled_before_a_new_one_is_made(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method', 'amount' => 2000 ] )
			->respond_error( 400, [ 'type' => 'invalid_request_error', 'message' => 'The payment method type provided is not allowed.' ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'canceled' ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_New', 'status' => 'succeeded' ] );

		$result = Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame(
			[ 'GET /v1/payment_intents/pi_Old', 'POST /v1/payment_intents/pi_Old/confirm', 'POST /v1/payment_intents/pi_Old/cancel', 'POST /v1/payment_intents' ],
			$this->calls()
		);
		$order = wc_get_order( $this->order->get_id() );
		$this->assertSame( 'pi_New', $order->get_meta( OrderMeta::INTENT_ID ) );
		$this->assertSame( [ 'pi_Old', 'pi_New' ], IntentIds::all( $order ) );
		$notes = array_column( wc_get_order_notes( [ 'order_id' => $order->get_id() ] ), 'content' );
		$this->assertContains( 'Stripe PaymentIntent pi_Old was cancelled: the order is paid with a new one.', $notes );
	}

	public function test_a_cancel_stripe_refuses_makes_no_second_intent(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method', 'amount' => 2000 ] )
			->respond_error( 400, [ 'type' => 'invalid_request_error', 'message' => 'Not allowed.' ] )
			->respond_error( 400, [ 'type' => 'invalid_request_error', 'message' => 'You cannot cancel this PaymentIntent because it has a status of succeeded.' ] );

		$result = Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( 'failure', $result['result'] );
		$this->assertCount( 3, $this->stripe->requests() );
		$this->assertSame( [ 'pi_Old' ], IntentIds::all( wc_get_order( $this->order->get_id() ) ) );
	}

	public function test_a_decline_keeps_the_intent_for_the_next_attempt(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method', 'amount' => 2000 ] )
			->respond_error( 402, [ 'type' => 'card_error', 'code' => 'card_declined', 'message' => 'Your card was declined.' ] );

		$result = Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( [ 'GET /v1/payment_intents/pi_Old', 'POST /v1/payment_intents/pi_Old/confirm' ], $this->calls() );
	}

	public function test_a_canceled_intent_is_replaced_without_a_cancel(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'canceled' ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_New', 'status' => 'succeeded' ] );

		Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( [ 'GET /v1/payment_intents/pi_Old', 'POST /v1/payment_intents' ], $this->calls() );
		$this->assertSame( [ 'pi_Old', 'pi_New' ], IntentIds::all( wc_get_order( $this->order->get_id() ) ) );
	}

	public function test_an_intent_that_already_succeeded_pays_the_order_and_charges_nothing_again(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'succeeded', 'amount' => 2000, 'amount_received' => 2000 ] );

		$result = Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( [ 'GET /v1/payment_intents/pi_Old' ], $this->calls() );
		$this->assertTrue( wc_get_order( $this->order->get_id() )->is_paid() );
	}

	public function test_a_stripe_that_cannot_be_reached_makes_no_second_intent(): void {
		$this->stripe->fail_transport()->fail_transport()->fail_transport();

		$result = Composition::card_gateway()->process_payment( $this->order->get_id() );

		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( [ 'GET /v1/payment_intents/pi_Old' ], array_values( array_unique( $this->calls() ) ) );
	}

	public function test_an_intent_the_browser_confirms_is_only_brought_up_to_date(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method', 'amount' => 1500 ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Old', 'status' => 'requires_payment_method' ] );
		$params = [
			'amount'               => 2000,
			'currency'             => 'usd',
			'confirm'              => false,
			'payment_method_types' => [ 'acss_debit' ],
			'return_url'           => 'https://shop.example/received',
			'mandate_data'         => [ 'customer_acceptance' => [ 'type' => 'online' ] ],
		];

		$intent = ( new IntentLifecycle( $this->client() ) )->reuse( $this->order, $params, 2 );

		$this->assertSame( 'pi_Old', $intent['id'] ?? null );
		$this->assertSame( [ 'GET /v1/payment_intents/pi_Old', 'POST /v1/payment_intents/pi_Old' ], $this->calls() );
		$this->assertSame( [ 'amount' => '2000', 'currency' => 'usd', 'payment_method_types' => [ 'acss_debit' ] ], $this->sent( 1 ) );
	}

	/**
	 * The requests so far, as "METHOD /v1/path".
	 *
	 * @return list<string>
	 */
	private function calls(): array {
		return array_map(
			static fn ( array $request ): string => $request['method'] . ' ' . (string) wp_parse_url( $request['url'], PHP_URL_PATH ),
			$this->stripe->requests()
		);
	}
}
