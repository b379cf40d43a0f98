<?php
/**
 * What charge.dispute.created and setup_intent.succeeded do to orders.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Tests\Support\StripeFixtures;
use ShopStripeGateway\Tests\Support\WebhookTestCase;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * A dispute holds the order with its reason and amount, and a late failure does not un-pay it; a setup intent
 * completes a free order and notes any other.
 */
final class WebhookDisputeAndSetupTest extends WebhookTestCase {

	public function test_a_dispute_puts_the_paid_order_on_hold_with_its_reason_and_amount(): void {
		$order = $this->order( 'pi_disputed' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_disputed', [ 'latest_charge' => 'ch_disputed' ] ), 'evt_1' );

		$this->deliver( 'charge.dispute.created', StripeFixtures::object( 'dispute', [ 'id' => 'dp_1', 'charge' => 'ch_disputed', 'payment_intent' => null, 'amount' => 2000, 'currency' => 'usd', 'reason' => 'fraudulent' ] ), 'evt_2' );
		$this->deliver( 'payment_intent.payment_failed', self::intent( 'pi_disputed' ), 'evt_3' );

		$order = self::reload( $order );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertSame( 1, self::notes_containing( $order, 'Stripe dispute dp_1 opened (reason: fraudulent, amount: 20.00 USD)' ) );
	}

	public function test_a_dispute_of_a_charge_of_no_order_is_ignored(): void {
		$order = $this->order( 'pi_quiet' );

		$this->deliver( 'charge.dispute.created', StripeFixtures::object( 'dispute', [ 'charge' => 'ch_unknown', 'payment_intent' => null ] ) );

		$this->assertSame( 'pending', self::reload( $order )->get_status() );
	}

	public function test_a_setup_intent_completes_a_free_pending_order(): void {
		$order = $this->order( 'seti_free', '0' );

		$this->deliver( 'setup_intent.succeeded', StripeFixtures::object( 'setup_intent', [ 'id' => 'seti_free', 'status' => 'succeeded', 'metadata' => [] ] ) );

		$order = self::reload( $order );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 1, self::notes_containing( $order, 'Stripe saved the payment method (setup intent seti_free)' ) );
	}

	public function test_a_setup_intent_only_notes_an_order_that_costs_something(): void {
		$order = $this->order( 'seti_paid', '20' );

		$this->deliver( 'setup_intent.succeeded', StripeFixtures::object( 'setup_intent', [ 'id' => 'seti_paid', 'status' => 'succeeded', 'metadata' => [] ] ) );

		$order = self::reload( $order );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertSame( 1, self::notes_containing( $order, 'setup intent seti_paid' ) );
	}
}
