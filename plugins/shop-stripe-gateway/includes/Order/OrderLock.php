<?php
/**
 * One process at a time settles an order from its intent.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The webhook, the redirect return, the confirm endpoint, update_failed_order and the sweeper may all learn of one
 * payment at the same moment, each in its own PHP process, possibly on another web node. A transient or an option
 * is read-then-written and races; MariaDB's named lock (`GET_LOCK`) is held by one database connection at a time,
 * whichever node it comes from, and is freed when the connection ends, so a crashed process never leaves an order
 * locked. Inside the lock the order is read again from the database (never from an object a caller loaded before),
 * so the second process sees what the first did and completes nothing twice.
 */
final class OrderLock {

	/** Seconds to wait for another process to finish with the order (filter `shop_stripe_gateway_order_lock_timeout`). */
	public const TIMEOUT = 10;

	/**
	 * Lock names this process holds: a path that runs inside another's lock (IntentOutcome from the sweeper) must not
	 * wait for itself.
	 *
	 * @var array<string, true>
	 */
	private static array $held = [];

	/**
	 * Runs $work with the order read afresh, under its lock; null when the order no longer exists.
	 *
	 * @template T
	 * @param int                   $order_id The order.
	 * @param callable(WC_Order): T $work     What to do with it.
	 * @return T|null
	 * @throws OrderLockTimeout When another process keeps the order longer than the timeout.
	 */
	public static function run( int $order_id, callable $work ): mixed {
		global $wpdb;
		$name = self::name( $order_id );
		if ( isset( self::$held[ $name ] ) ) {
			$order = self::fresh( $order_id );
			return null === $order ? null : $work( $order );
		}
		$timeout = (int) apply_filters( 'shop_stripe_gateway_order_lock_timeout', self::TIMEOUT );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a lock, not data: nothing to cache.
		$got = $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, $timeout ) );
		if ( '1' !== (string) $got ) {
			throw new OrderLockTimeout( sprintf( 'Order %d is being settled by another request.', $order_id ) );
		}
		self::$held[ $name ] = true;
		try {
			$order = self::fresh( $order_id );
			return null === $order ? null : $work( $order );
		} finally {
			unset( self::$held[ $name ] );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see above.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}

	/**
	 * The lock's name: per site (two shops may share a database server) and order, within MariaDB's 64 characters.
	 *
	 * @param int $order_id The order.
	 */
	public static function name( int $order_id ): string {
		global $wpdb;
		return 'shop_stripe_order_' . substr( md5( DB_NAME . '|' . $wpdb->prefix ), 0, 12 ) . '_' . $order_id;
	}

	/**
	 * The order as stored now: WooCommerce's order cache, the post cache and the meta cache are dropped first, so an
	 * order another process changed is not served from this one's memory.
	 *
	 * @param int $order_id The order.
	 */
	public static function fresh( int $order_id ): ?WC_Order {
		if ( class_exists( \Automattic\WooCommerce\Caches\OrderCache::class ) ) {
			wc_get_container()->get( \Automattic\WooCommerce\Caches\OrderCache::class )->remove( $order_id );
		}
		clean_post_cache( $order_id );
		wp_cache_delete( \WC_Data::generate_meta_cache_key( $order_id, 'orders' ), 'orders' );
		$order = wc_get_order( $order_id );
		return $order instanceof WC_Order ? $order : null;
	}
}
