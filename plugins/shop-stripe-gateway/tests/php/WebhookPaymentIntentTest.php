<?php
/**
 * What payment_intent.* events do to orders.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Tests\Support\WebhookTestCase;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * Success pays the order once; failure, processing and authentication change it only while it is unpaid, in any
 * order of delivery; an event id is processed once; metadata never pays an order that holds another intent.
 */
final class WebhookPaymentIntentTest extends WebhookTestCase {

	public function test_success_pays_the_order_with_the_charge_as_transaction_and_a_note_naming_the_intent(): void {
		$order = $this->order( 'pi_ok' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_ok', [ 'status' => 'succeeded', 'latest_charge' => 'ch_ok' ] ) );

		$order = self::reload( $order );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertNotNull( $order->get_date_paid() );
		$this->assertSame( 'ch_ok', $order->get_transaction_id() );
		$this->assertSame( 'ch_ok', $order->get_meta( OrderMeta::CHARGE_ID ) );
		$this->assertSame( 1, self::notes_containing( $order, 'Stripe payment succeeded (payment intent pi_ok)' ) );
	}

	public function test_a_repeated_event_id_is_acknowledged_and_not_processed_twice(): void {
		$order    = $this->order( 'pi_twice' );
		$complete = did_action( 'woocommerce_payment_complete' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_twice' ), 'evt_same' );
		$order->set_status( 'pending' ); // Even if the order were unpaid again, the repeat must change nothing.
		$order->set_date_paid( null );
		$order->save();
		$response = $this->deliver( 'payment_intent.succeeded', self::intent( 'pi_twice' ), 'evt_same' );

		$this->assertSame( [ 'received' => true, 'duplicate' => true ], $response->get_data() );
		$this->assertSame( 1, did_action( 'woocommerce_payment_complete' ) - $complete );
		$this->assertSame( 1, self::notes_containing( self::reload( $order ), 'Stripe payment succeeded' ) );
		$this->assertSame( 'pending', self::reload( $order )->get_status() );
	}

	public function test_a_second_success_event_does_not_pay_the_order_again(): void {
		$order    = $this->order( 'pi_again' );
		$complete = did_action( 'woocommerce_payment_complete' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_again' ), 'evt_a' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_again' ), 'evt_b' );

		$this->assertSame( 1, did_action( 'woocommerce_payment_complete' ) - $complete );
		$this->assertSame( 1, self::notes_containing( self::reload( $order ), 'Stripe payment succeeded' ) );
	}

	public function test_failure_marks_the_order_failed_with_stripes_message(): void {
		$order = $this->order( 'pi_fail' );

		$this->deliver( 'payment_intent.payment_failed', self::intent( 'pi_fail', [ 'last_payment_error' => [ 'message' => 'Your card was declined.' ] ] ) );

		$order = self::reload( $order );
		$this->assertSame( 'failed', $order->get_status() );
		$this->assertSame( 1, self::notes_containing( $order, 'Your card was declined.' ) );
	}

	public function test_a_failed_order_paid_later_becomes_paid(): void {
		$order = $this->order( 'pi_retry' );

		$this->deliver( 'payment_intent.payment_failed', self::intent( 'pi_retry', [ 'last_payment_error' => [ 'message' => 'Declined.' ] ] ), 'evt_1' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_retry' ), 'evt_2' );

		$this->assertTrue( self::reload( $order )->is_paid() );
	}

	public function test_processing_puts_the_order_on_hold_and_success_then_pays_it(): void {
		$order = $this->order( 'pi_async' );

		$this->deliver( 'payment_intent.processing', self::intent( 'pi_async', [ 'status' => 'processing' ] ), 'evt_1' );
		$this->assertSame( 'on-hold', self::reload( $order )->get_status() );
		$this->assertSame( 1, self::notes_containing( self::reload( $order ), 'Stripe is processing the payment' ) );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_async' ), 'evt_2' );
		$this->assertSame( 'processing', self::reload( $order )->get_status() );
	}

	/** @return array<string, array{string}> late event types */
	public static function late_events(): array {
		return [
			'failure after success'    => [ 'payment_intent.payment_failed' ],
			'processing after success' => [ 'payment_intent.processing' ],
		];
	}

	/**
	 * @dataProvider late_events
	 * @param string $type The event arriving after the success.
	 */
	public function test_an_event_arriving_after_the_success_leaves_the_order_paid( string $type ): void {
		$order = $this->order( 'pi_late' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_late' ), 'evt_1' );
		$this->deliver( $type, self::intent( 'pi_late', [ 'last_payment_error' => [ 'message' => 'Declined.' ] ] ), 'evt_2' );

		$order = self::reload( $order );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertTrue( $order->is_paid() );
	}

	public function test_requires_action_adds_a_note_and_keeps_the_status(): void {
		$order = $this->order( 'pi_3ds' );

		$this->deliver( 'payment_intent.requires_action', self::intent( 'pi_3ds', [ 'status' => 'requires_action' ] ) );

		$order = self::reload( $order );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertSame( 1, self::notes_containing( $order, 'waiting for the customer to authenticate the payment (payment intent pi_3ds)' ) );
	}

	public function test_metadata_finds_an_order_that_has_no_intent_yet_and_stores_the_intent(): void {
		$order = $this->order( '' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_meta', [ 'metadata' => self::metadata( $order ) ] ) );

		$order = self::reload( $order );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'pi_meta', $order->get_meta( OrderMeta::INTENT_ID ) );
	}

	public function test_metadata_naming_an_order_that_holds_another_intent_is_ignored(): void {
		$victim = $this->order( 'pi_victim' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_attacker', [ 'metadata' => [ 'order_id' => (string) $victim->get_id() ] ] ) );

		$victim = self::reload( $victim );
		$this->assertSame( 'pending', $victim->get_status() );
		$this->assertFalse( $victim->is_paid() );
		$this->assertSame( 'pi_victim', $victim->get_meta( OrderMeta::INTENT_ID ) );
	}

	public function test_the_stored_intent_wins_over_metadata_naming_another_order(): void {
		$own    = $this->order( 'pi_own' );
		$other  = $this->order( '' );
		$intent = self::intent( 'pi_own', [ 'metadata' => [ 'order_id' => (string) $other->get_id() ] ] );

		$this->deliver( 'payment_intent.succeeded', $intent );

		$this->assertTrue( self::reload( $own )->is_paid() );
		$this->assertFalse( self::reload( $other )->is_paid() );
	}

	public function test_an_intent_of_no_order_and_an_unknown_type_are_acknowledged_and_ignored(): void {
		$order = $this->order( 'pi_mine' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_someone_else' ), 'evt_1' );
		$response = $this->deliver( 'payment_intent.amount_capturable_updated', self::intent( 'pi_mine' ), 'evt_2' );

		$this->assertSame( [ 'received' => true, 'ignored' => true ], $response->get_data() );
		$this->assertSame( 'pending', self::reload( $order )->get_status() );
		$this->assertSame( 0, self::notes_containing( self::reload( $order ), 'Stripe' ) );
	}
}
