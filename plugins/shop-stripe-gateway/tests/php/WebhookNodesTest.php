<?php
/**
 * One webhook event delivered to two web nodes at the same moment.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\Support\CacheNodes;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use ShopStripeGateway\Webhooks\EventStore;
use WC_Order;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * Stripe retries, and behind a load balancer a retry may reach the other node while the first delivery is still
 * running there. The event is claimed by a row the database lets one request insert (EventStore), so two processes
 * handling it at once (each a web node's request, with the Redis object cache loaded: CacheNodes) change the order
 * once, and a Redis flush or restart in between forgets no claim. Runs outside the test's transaction: the nodes
 * must see the order, and this test deletes it.
 */
final class WebhookNodesTest extends WebhookTestCase {

	private ?WC_Order $paid = null;

	private string $event = '';

	protected function setUp(): void {
		parent::setUp(); // Saves the live webhook secret, inside the transaction…
		global $wpdb;
		$wpdb->query( 'ROLLBACK' ); // …which the nodes would not see: this test commits its own and puts it back.
		wp_cache_flush(); // This process's copy of the rolled-back option.
		CacheNodes::join();
		update_option( CardGateway::SETTINGS_OPTION, [ 'webhook_secret' => self::SECRET, 'testmode' => 'no' ] );
		$this->event = 'evt_nodes_' . strtolower( wp_generate_password( 10, false ) );
		CacheNodes::flush(); // What this process wrote behind the nodes' Redis.
	}

	protected function tearDown(): void {
		global $wpdb;
		if ( null !== $this->paid ) {
			foreach ( $this->paid->get_items() as $item ) {
				wp_delete_post( (int) $item->get_product_id(), true );
			}
			$this->paid->delete( true );
		}
		$wpdb->delete( EventStore::table(), [ 'event_id' => $this->event ] ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		CacheNodes::leave(); // The gateway's settings and the webhook's time too.
		parent::tearDown();
	}

	/**
	 * A node's request delivering the event as Stripe signs it.
	 *
	 * @return string PHP for CacheNodes.
	 */
	private function delivery(): string {
		$body = (string) wp_json_encode( StripeFixtures::event( 'payment_intent.succeeded', self::intent( 'pi_' . $this->event ), $this->event ) );
		return sprintf(
			'$request = new WP_REST_Request( "POST", %s );
			$request->set_header( "Content-Type", "application/json" );
			$request->set_header( "Stripe-Signature", %s );
			$request->set_body( %s );
			$response = rest_do_request( $request );
			return [ "status" => $response->get_status(), "data" => $response->get_data() ];',
			var_export( self::ROUTE, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( self::header( $body, time() ), true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( $body, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
	}

	/** The order as the database holds it (this process's caches dropped). */
	private function stored( WC_Order $order ): WC_Order {
		wp_cache_flush();
		return self::reload( $order );
	}

	public function test_one_event_delivered_to_two_nodes_at_the_same_moment_changes_the_order_once(): void {
		$this->paid = $this->order( 'pi_' . $this->event );

		$answers = CacheNodes::run_at_once( array_fill( 0, 2, $this->delivery() ) );

		$this->assertSame( [ 200, 200 ], array_column( $answers, 'status' ) );
		$data = array_column( $answers, 'data' );
		$this->assertContains( [ 'received' => true ], $data, 'one node processed it' );
		$this->assertContains( [ 'received' => true, 'duplicate' => true ], $data, 'the other found it claimed' );
		$order = $this->stored( $this->paid );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( 1, self::notes_containing( $order, 'Stripe payment succeeded' ) );
	}

	public function test_a_redis_flush_or_restart_forgets_no_claim(): void {
		$this->paid = $this->order( 'pi_' . $this->event );

		$first = CacheNodes::run( $this->delivery() );
		CacheNodes::flush();
		$after_flush = CacheNodes::run( $this->delivery() );
		CacheNodes::restart();
		$after_restart = CacheNodes::run( $this->delivery() );

		$this->assertSame( [ 'received' => true ], $first['data'] );
		$this->assertSame( [ 'received' => true, 'duplicate' => true ], $after_flush['data'] );
		$this->assertSame( [ 'received' => true, 'duplicate' => true ], $after_restart['data'] );
		$this->assertSame( 1, self::notes_containing( $this->stored( $this->paid ), 'Stripe payment succeeded' ) );
	}
}
