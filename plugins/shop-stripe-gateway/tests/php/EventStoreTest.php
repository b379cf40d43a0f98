<?php
/**
 * The processed-events table.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use ShopStripeGateway\Webhooks\EventStore;
use ShopStripeGateway\Webhooks\EventTable;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * An id is claimed once, a released claim can be claimed again, and the daily prune drops rows past the retention.
 */
final class EventStoreTest extends WebhookTestCase {

	use HookedCallback;

	public function test_an_event_id_is_claimed_once_until_released(): void {
		$store = new EventStore();

		$this->assertTrue( $store->claim( 'evt_claim', 'payment_intent.succeeded' ) );
		$this->assertFalse( $store->claim( 'evt_claim', 'payment_intent.succeeded' ) );
		$store->release( 'evt_claim' );
		$this->assertTrue( $store->claim( 'evt_claim', 'payment_intent.succeeded' ) );
	}

	public function test_the_daily_prune_deletes_rows_older_than_the_retention_and_is_scheduled(): void {
		global $wpdb;
		$store = new EventStore();
		$store->claim( 'evt_new', 'x' );
		$store->claim( 'evt_old', 'x' );
		$wpdb->update( EventStore::table(), [ 'received_at' => gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS ) ], [ 'event_id' => 'evt_old' ] );

		do_action( EventTable::PRUNE_HOOK );

		$this->assertTrue( $store->has( 'evt_new' ) );
		$this->assertFalse( $store->has( 'evt_old' ) );
		wp_clear_scheduled_hook( EventTable::PRUNE_HOOK );
		$this->hooked_callback( EventTable::PRUNE_HOOK, EventTable::class )[0]->schedule();
		$this->assertNotFalse( wp_next_scheduled( EventTable::PRUNE_HOOK ) );
	}
}
