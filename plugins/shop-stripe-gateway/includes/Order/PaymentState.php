<?php
/**
 * Whether an order has been paid already, whatever its status is now.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * is_paid() alone looks at the current status: an order paid, then put on hold by a dispute, would look unpaid and a
 * late payment_failed event could mark it failed. WooCommerce sets the paid date in payment_complete(), so it is the
 * lasting proof.
 */
final class PaymentState {

	/**
	 * Whether the order was ever paid.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function was_paid( WC_Order $order ): bool {
		return $order->is_paid() || null !== $order->get_date_paid();
	}
}
