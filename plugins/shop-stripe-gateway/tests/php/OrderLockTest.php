<?php
/**
 * One process at a time settles an order, and it decides on the order as stored, not as a caller loaded it.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\OrderLock;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\HeldOrderLock;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use ShopStripeGateway\Webhooks\EventStore;

require_once __DIR__ . '/Support/WebhookTestCase.php';
require_once __DIR__ . '/Support/HeldOrderLock.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Another process holding the order's lock (HeldOrderLock), and an order object loaded before another path paid it.
 */
final class OrderLockTest extends WebhookTestCase {

	use HeldOrderLock;

	protected function tearDown(): void {
		$this->release_held_lock();
		parent::tearDown();
	}

	public function test_a_delivery_while_another_process_holds_the_order_changes_nothing_and_is_retried(): void {
		$order = $this->order( 'pi_locked' );
		$this->hold_lock( $order->get_id() );

		$body     = (string) wp_json_encode( \ShopStripeGateway\Tests\Support\StripeFixtures::event( 'payment_intent.succeeded', self::intent( 'pi_locked' ), 'evt_locked' ) );
		$response = $this->post( $body, self::header( $body, time() ) );

		$this->assertSame( 500, $response->get_status() );
		$this->assertFalse( self::reload( $order )->is_paid() );
		$this->assertFalse( ( new EventStore() )->has( 'evt_locked' ) );

		$this->release_held_lock();
		$this->assertSame( 200, $this->post( $body, self::header( $body, time() ) )->get_status() );
		$this->assertTrue( self::reload( $order )->is_paid() );
	}

	public function test_the_lock_is_the_databases_and_is_released_after_the_work(): void {
		$order = $this->order( 'pi_free' );
		$name  = OrderLock::name( $order->get_id() );

		$inside = OrderLock::run( $order->get_id(), fn (): string => $this->lock_owner( $name ) );

		$this->assertNotSame( '', $inside, 'held while the work runs' );
		$this->assertSame( '', $this->lock_owner( $name ), 'released after' );
		$this->assertLessThanOrEqual( 64, strlen( $name ) );
	}

	public function test_a_path_holding_an_order_loaded_before_another_paid_it_completes_nothing_twice(): void {
		$order    = $this->order( 'pi_race' );
		$stale    = wc_get_order( $order->get_id() );
		$complete = did_action( 'woocommerce_payment_complete' );
		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_race' ) );

		( new IntentOutcome( Composition::client() ) )->apply( $stale, self::intent( 'pi_race', [ 'status' => 'succeeded' ] ) );

		$this->assertSame( 1, did_action( 'woocommerce_payment_complete' ) - $complete );
		$this->assertSame( 1, self::notes_containing( self::reload( $order ), 'Stripe payment succeeded' ) );
		$this->assertSame( 0, self::notes_containing( self::reload( $order ), 'Stripe charge complete' ) );
	}

	/**
	 * The connection id holding a named lock, '' when free.
	 *
	 * @param string $name Lock name.
	 */
	private function lock_owner( string $name ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s)', $name ) );
	}
}
