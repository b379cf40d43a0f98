<?php
/**
 * The scheduled job that settles orders left pending when Stripe knows the answer.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\OrderLock;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\PendingSweeper;
use ShopStripeGateway\Tests\Support\AgedOrders;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/AgedOrders.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * A shop with no webhook: pending orders of our gateways, unchanged for ten minutes, follow their intent as Stripe
 * reports it (faked at the HTTP API), through the webhook's handlers.
 */
final class PendingSweeperTest extends GatewayTestCase {

	use AgedOrders;

	public function test_orders_pending_for_ten_minutes_follow_their_intent(): void {
		$paid    = $this->pending_order( 'pi_Paid', 3000 );
		$failed  = $this->pending_order( 'pi_Failed', 2000 );
		$waiting = $this->pending_order( 'pi_Waiting', 1000 );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Paid', 'status' => 'succeeded', 'amount' => 2000, 'amount_received' => 2000, 'latest_charge' => 'ch_Paid' ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Failed', 'status' => 'requires_payment_method', 'last_payment_error' => [ 'message' => 'Your card was declined.' ] ] )
			->respond_object( 'payment_intent', [ 'id' => 'pi_Waiting', 'status' => 'requires_action' ] );

		do_action( PendingSweeper::HOOK );

		$this->assertSame( [ 'pi_Paid', 'pi_Failed', 'pi_Waiting' ], $this->looked_up() );
		$this->assertTrue( $this->reload( $paid )->is_paid() );
		$this->assertSame( 'ch_Paid', $this->reload( $paid )->get_transaction_id() );
		$this->assertSame( 'failed', $this->reload( $failed )->get_status() );
		$this->assertSame( 'pending', $this->reload( $waiting )->get_status() );

		do_action( PendingSweeper::HOOK ); // The waiting order was just looked at: not again for ten minutes.
		$this->assertCount( 3, $this->stripe->requests() );
	}

	public function test_an_order_on_hold_for_a_processing_debit_is_paid_when_it_succeeds(): void {
		$order = $this->pending_order( 'pi_Debit', 3000 );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Debit', 'status' => 'processing' ] );
		do_action( PendingSweeper::HOOK );
		$this->assertSame( 'on-hold', $this->reload( $order )->get_status() );

		$this->age( $order, 3000 );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Debit', 'status' => 'processing' ] );
		do_action( PendingSweeper::HOOK );
		$this->age( $order, 3000 );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Debit', 'status' => 'succeeded', 'amount' => 2000, 'amount_received' => 2000 ] );
		do_action( PendingSweeper::HOOK );

		$order = $this->reload( $order );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( '', $order->get_meta( OrderMeta::AWAITING ) );
		$notes = array_column( wc_get_order_notes( [ 'order_id' => $order->get_id() ] ), 'content' );
		$this->assertCount( 1, array_filter( $notes, static fn ( string $note ): bool => str_contains( $note, 'Stripe is processing the payment' ) ) );
		$this->assertCount( 3, $this->stripe->requests() );
	}

	public function test_an_unpaid_voucher_stays_on_hold_and_a_paid_one_pays_the_order(): void {
		$order = $this->pending_order( 'pi_Voucher', 3000 );
		$order->update_meta_data( OrderMeta::AWAITING, 'yes' );
		$order->set_status( 'on-hold' );
		$order->save();
		$this->age( $order, 3000 );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Voucher', 'status' => 'requires_action' ] );

		do_action( PendingSweeper::HOOK );
		do_action( PendingSweeper::HOOK );

		$this->assertSame( 'on-hold', $this->reload( $order )->get_status() );
		$this->assertCount( 1, $this->stripe->requests() );
	}

	public function test_recent_orders_orders_of_other_gateways_and_settled_orders_are_left_alone(): void {
		$this->pending_order( 'pi_Recent', 500 );
		$cod = $this->pending_order( 'pi_Cod', 3000 );
		$cod->set_payment_method( 'cod' );
		$cod->save();
		$this->age( $cod, 3000 );
		$held = $this->pending_order( 'pi_Held', 3000 );
		$held->set_status( 'on-hold' );
		$held->save();
		$this->age( $held, 3000 );

		do_action( PendingSweeper::HOOK );

		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_run_looks_up_a_small_batch_oldest_change_first(): void {
		for ( $i = 1; $i <= PendingSweeper::BATCH + 2; $i++ ) {
			$this->pending_order( 'pi_Old' . $i, 10000 - $i );
			$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_Old' . $i, 'status' => 'requires_payment_method' ] );
		}

		$this->assertSame( PendingSweeper::BATCH, ( new PendingSweeper( Composition::client() ) )->sweep() );
		$this->assertSame( array_map( static fn ( int $i ): string => 'pi_Old' . $i, range( 1, PendingSweeper::BATCH ) ), $this->looked_up() );
	}

	public function test_stripe_unreachable_leaves_the_order_pending_for_the_next_run(): void {
		$order = $this->pending_order( 'pi_Later', 3000 );
		$this->stripe->fail_transport()->fail_transport()->fail_transport();

		( new PendingSweeper( Composition::client() ) )->sweep();

		$this->assertSame( 'pending', $this->reload( $order )->get_status() );
	}

	public function test_the_job_is_scheduled_once_with_action_scheduler(): void {
		as_unschedule_all_actions( PendingSweeper::HOOK, [], PendingSweeper::GROUP );

		PendingSweeper::schedule();
		PendingSweeper::schedule();

		$actions = as_get_scheduled_actions( [ 'hook' => PendingSweeper::HOOK, 'status' => \ActionScheduler_Store::STATUS_PENDING ], 'ids' );
		$this->assertCount( 1, $actions );
		$this->assertSame( PendingSweeper::INTERVAL, as_get_scheduled_actions( [ 'hook' => PendingSweeper::HOOK ] )[ $actions[0] ]->get_schedule()->get_recurrence() );
		as_unschedule_all_actions( PendingSweeper::HOOK, [], PendingSweeper::GROUP );
	}

	/**
	 * A pending card order for 20 USD with an intent, last changed some seconds ago.
	 *
	 * @param string $intent_id Its intent.
	 * @param int    $age       Seconds since its last change.
	 */
	private function pending_order( string $intent_id, int $age ): WC_Order {
		$order = $this->card_order( '20' );
		IntentIds::remember( $order, $intent_id );
		$this->age( $order, $age );
		return $order;
	}

	/** The order as stored now. */
	private function reload( WC_Order $order ): WC_Order {
		return OrderLock::fresh( $order->get_id() ) ?? $order;
	}

	/**
	 * The intents the requests asked Stripe about, in order.
	 *
	 * @return list<string>
	 */
	private function looked_up(): array {
		return array_map( static fn ( array $request ): string => basename( (string) wp_parse_url( $request['url'], PHP_URL_PATH ) ), $this->stripe->requests() );
	}
}
