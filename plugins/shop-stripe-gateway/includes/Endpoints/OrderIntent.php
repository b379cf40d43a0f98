<?php
/**
 * An order paid through this plugin, with the intent it stored.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Order\OrderMeta;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Endpoints act on an intent only for the order that stored it (OrderMeta::INTENT_ID): a request naming another
 * intent, or an order of another gateway, gets nothing.
 */
final class OrderIntent {

	/**
	 * The order, paid with one of our gateways; null otherwise.
	 *
	 * @param mixed $order_id Posted order id.
	 */
	public static function order( $order_id ): ?WC_Order {
		$order_id = is_scalar( $order_id ) && ctype_digit( (string) $order_id ) ? (int) $order_id : 0;
		$order    = $order_id > 0 ? wc_get_order( $order_id ) : false;
		return $order instanceof WC_Order && null !== Methods::for_gateway( $order->get_payment_method() ) ? $order : null;
	}

	/**
	 * Whether the intent is the order's own.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $intent_id Posted intent id.
	 */
	public static function is_own( WC_Order $order, string $intent_id ): bool {
		return (bool) preg_match( '/^(pi|seti)_[A-Za-z0-9]+$/', $intent_id ) && $order->get_meta( OrderMeta::INTENT_ID ) === $intent_id;
	}

	/**
	 * The order's owner: the posted order key (guests), or the logged-in customer the order belongs to.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $order_key Posted key.
	 */
	public static function is_owner( WC_Order $order, string $order_key ): bool {
		if ( '' !== $order_key && hash_equals( $order->get_order_key(), $order_key ) ) {
			return true;
		}
		return $order->get_customer_id() > 0 && get_current_user_id() === $order->get_customer_id();
	}
}
