<?php
/**
 * Orders last changed in the past, for the sweeper's tests.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use Automattic\WooCommerce\Utilities\OrderUtil;
use ShopStripeGateway\Order\OrderLock;
use WC_Order;

/**
 * WooCommerce sets an order's modified date to now on every save, so the past is written in its table directly.
 */
trait AgedOrders {

	/**
	 * Moves the order's last change into the past, in whichever table WooCommerce keeps orders.
	 *
	 * @param WC_Order $order The order.
	 * @param int      $age   Seconds.
	 */
	protected function age( WC_Order $order, int $age ): void {
		global $wpdb;
		$when = gmdate( 'Y-m-d H:i:s', time() - $age );
		if ( OrderUtil::custom_orders_table_usage_is_enabled() ) {
			$wpdb->update( $wpdb->prefix . 'wc_orders', [ 'date_updated_gmt' => $when ], [ 'id' => $order->get_id() ] );
		} else {
			$wpdb->update( $wpdb->posts, [ 'post_modified_gmt' => $when, 'post_modified' => get_date_from_gmt( $when ) ], [ 'ID' => $order->get_id() ] );
		}
		OrderLock::fresh( $order->get_id() );
	}
}
