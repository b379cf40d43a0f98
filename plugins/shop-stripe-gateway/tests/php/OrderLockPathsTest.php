<?php
/**
 * Every path that settles an order from its intent waits for the order's lock.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Endpoints\UpdateFailedOrder;
use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Payments\ConfirmEndpoint;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\Payments\PendingSweeper;
use ShopStripeGateway\Payments\RedirectReturn;
use ShopStripeGateway\Tests\Support\AgedOrders;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\HeldOrderLock;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/HeldOrderLock.php';
require_once __DIR__ . '/Support/AgedOrders.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * With another process holding the order (HeldOrderLock), the confirm endpoint, the redirect return,
 * update_failed_order and the sweeper change nothing; each answers as it does when it cannot decide.
 */
final class OrderLockPathsTest extends GatewayTestCase {

	use AgedOrders;
	use HeldOrderLock;

	private WC_Order $order;

	protected function setUp(): void {
		parent::setUp();
		$this->order = $this->card_order( '20' );
		IntentIds::remember( $this->order, 'pi_Held' );
	}

	protected function tearDown(): void {
		$this->release_held_lock();
		parent::tearDown();
	}

	public function test_the_confirm_endpoint_answers_payment_failed_and_pays_nothing(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Held', 'status' => 'succeeded', 'amount' => 2000 ] );
		$this->hold_lock( $this->order->get_id() );

		$answer = ( new ConfirmEndpoint( Composition::client() ) )->handle(
			[
				'order_id'  => (string) $this->order->get_id(),
				'intent_id' => 'pi_Held',
				'nonce'     => wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $this->order->get_id() ),
			]
		);

		$this->assertSame( [ 'success' => false, 'data' => [ 'error' => [ 'message' => 'Payment failed. Please try again.' ] ] ], $answer );
		$this->assert_unchanged();
	}

	public function test_the_redirect_return_shows_the_order_as_it_is(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Held', 'status' => 'succeeded', 'amount' => 2000 ] );
		$this->hold_lock( $this->order->get_id() );

		$url = ( new RedirectReturn( Composition::client() ) )->settle( $this->order, $this->order->get_order_key(), 'pi_Held' );

		$this->assertSame( $this->order->get_checkout_order_received_url(), $url );
		$this->assert_unchanged();
	}

	public function test_update_failed_order_refuses_and_fails_nothing(): void {
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Held', 'status' => 'canceled' ] );
		$this->hold_lock( $this->order->get_id() );

		$answer = self::post(
			new UpdateFailedOrder( Composition::client() ),
			[
				'order_id'  => (string) $this->order->get_id(),
				'intent_id' => 'pi_Held',
				'order_key' => $this->order->get_order_key(),
				'nonce'     => wp_create_nonce( ClientSettings::NONCES['updateFailedOrder'] ),
			]
		);

		self::assert_error( 409, 'Payment failed. Please try again.', $answer );
		$this->assert_unchanged();
	}

	public function test_the_sweeper_leaves_the_order_for_its_next_run(): void {
		$this->age( $this->order, 3600 );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Held', 'status' => 'succeeded', 'amount' => 2000 ] );
		$this->hold_lock( $this->order->get_id() );

		( new PendingSweeper( Composition::client() ) )->sweep();

		$this->assertCount( 1, $this->stripe->requests() );
		$this->assert_unchanged();
	}

	/** The order is still pending and unpaid. */
	private function assert_unchanged(): void {
		$order = wc_get_order( $this->order->get_id() );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertNull( $order->get_date_paid() );
	}
}
