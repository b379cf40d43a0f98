<?php
/**
 * Another process holding an order's lock, for the tests.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Order\OrderLock;

/**
 * A second database connection stands in for another PHP process (or web node) that holds an order's lock; the lock
 * timeout is one second while the test runs. Call release_held_lock() in tearDown().
 */
trait HeldOrderLock {

	private ?\mysqli $lock_holder = null;

	/** The lock timeout of these tests. */
	public function one_second(): int {
		return 1;
	}

	/**
	 * Takes the order's lock on a connection of its own.
	 *
	 * @param int $order_id The order.
	 */
	protected function hold_lock( int $order_id ): void {
		global $wpdb;
		add_filter( 'shop_stripe_gateway_order_lock_timeout', [ $this, 'one_second' ] );
		[ $host, $port, $socket ] = $wpdb->parse_db_host( DB_HOST );
		$this->lock_holder        = new \mysqli( (string) $host, DB_USER, DB_PASSWORD, DB_NAME, $port ? (int) $port : 3306, $socket ? (string) $socket : null );
		$got                      = $this->lock_holder->query( "SELECT GET_LOCK('" . $this->lock_holder->real_escape_string( OrderLock::name( $order_id ) ) . "', 0)" )->fetch_row()[0] ?? null;
		\PHPUnit\Framework\Assert::assertSame( '1', (string) $got );
	}

	/** Lets the lock go (closing the connection frees it). */
	protected function release_held_lock(): void {
		remove_filter( 'shop_stripe_gateway_order_lock_timeout', [ $this, 'one_second' ] );
		$this->lock_holder?->close();
		$this->lock_holder = null;
	}
}
