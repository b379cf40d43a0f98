<?php
/**
 * A success on any intent an order ever had is found; a second success on a paid order is refunded.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\RedirectReturn;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\FakeStripe;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use WC_Order;

require_once __DIR__ . '/Support/WebhookTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Signed payment_intent.succeeded deliveries through the REST route; Stripe's refund API faked at the HTTP API.
 */
final class SupersededIntentTest extends WebhookTestCase {

	private FakeStripe $stripe;

	protected function setUp(): void {
		parent::setUp();
		update_option( CardGateway::SETTINGS_OPTION, [ 'webhook_secret' => self::SECRET, 'testmode' => 'no', 'secret_key' => 'sk_live_51AbCdEf' ] );
		$this->stripe = ( new FakeStripe() )->start();
	}

	protected function tearDown(): void {
		$this->stripe->stop();
		parent::tearDown();
	}

	public function test_a_success_on_an_intent_the_order_no_longer_uses_pays_the_order(): void {
		$order = $this->superseded_order();

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_First', [ 'latest_charge' => 'ch_First' ] ) );

		$order = self::reload( $order );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'ch_First', $order->get_transaction_id() );
		$this->assertSame( 'pi_First', $order->get_meta( OrderMeta::PAID_INTENT ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_second_success_on_a_paid_order_is_refunded_once_with_a_note(): void {
		$order = $this->superseded_order();
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_Second' ), 'evt_paid' );
		$this->stripe->respond_object( 'refund', [ 'id' => 're_Double', 'payment_intent' => 'pi_First', 'amount' => 2000 ] );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_First' ), 'evt_late' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_First' ), 'evt_late_again' );

		$this->assertCount( 1, $this->stripe->requests() );
		$request = $this->stripe->request( 0 );
		parse_str( $request['body'], $body );
		$this->assertStringEndsWith( '/v1/refunds', $request['url'] );
		$this->assertSame( 'pi_First', $body['payment_intent'] );
		$this->assertSame( 'duplicate', $body['reason'] );
		$this->assertMatchesRegularExpression( '/^ssg-[0-9a-f]{64}$/', $request['headers']['Idempotency-Key'] );
		$order = self::reload( $order );
		$this->assertSame( 1, self::notes_containing( $order, 'Stripe PaymentIntent pi_First succeeded after the order was already paid (by pi_Second): it was refunded in full automatically (refund re_Double).' ) );
		$this->assertSame( 1, self::notes_containing( $order, 'Stripe payment succeeded' ) );
		$this->assertSame( 'processing', $order->get_status() );
	}

	public function test_a_repeat_of_the_paying_intent_refunds_nothing(): void {
		$order = $this->superseded_order();
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_Second' ), 'evt_1' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_Second' ), 'evt_2' );

		$this->assertSame( [], $this->stripe->requests() );
		$this->assertTrue( self::reload( $order )->is_paid() );
	}

	public function test_a_refund_stripe_refuses_is_a_500_so_stripe_delivers_again(): void {
		$this->superseded_order();
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_Second' ), 'evt_1' );
		$this->stripe->fail_transport()->fail_transport()->fail_transport();

		$body     = (string) wp_json_encode( \ShopStripeGateway\Tests\Support\StripeFixtures::event( 'payment_intent.succeeded', self::intent( 'pi_First' ), 'evt_2' ) );
		$response = $this->post( $body, self::header( $body, time() ) );

		$this->assertSame( 500, $response->get_status() );
	}

	public function test_a_failure_of_an_intent_the_order_no_longer_uses_leaves_it_pending(): void {
		$order = $this->superseded_order();

		$this->deliver( 'payment_intent.payment_failed', self::intent( 'pi_First', [ 'status' => 'requires_payment_method', 'last_payment_error' => [ 'message' => 'Declined.' ] ] ) );

		$this->assertSame( 'pending', self::reload( $order )->get_status() );
	}

	public function test_the_shopper_returning_from_the_superseded_intents_bank_page_gets_it_refunded_without_a_webhook(): void {
		$order = $this->superseded_order();
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_Second' ), 'evt_paid' );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_First', 'status' => 'succeeded', 'amount' => 2000, 'amount_received' => 2000 ] )
			->respond_object( 'refund', [ 'id' => 're_Return' ] );

		$url = ( new RedirectReturn( Composition::client() ) )->settle( self::reload( $order ), $order->get_order_key(), 'pi_First' );

		$this->assertSame( $order->get_checkout_order_received_url(), $url );
		$this->assertStringEndsWith( '/v1/refunds', $this->stripe->request( 1 )['url'] );
		$this->assertSame( 1, self::notes_containing( self::reload( $order ), '(refund re_Return)' ) );
	}

	/** A pending order that had pi_First and now uses pi_Second. */
	private function superseded_order(): WC_Order {
		$order = $this->order( '' );
		IntentIds::remember( $order, 'pi_First' );
		IntentIds::remember( $order, 'pi_Second' );
		return self::reload( $order );
	}
}
