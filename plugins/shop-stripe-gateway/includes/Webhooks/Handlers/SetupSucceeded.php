<?php
/**
 * setup_intent.succeeded: a payment method was saved for an order.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\PaymentState;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * A setup intent stands in for a payment when the order costs nothing (a free trial, a 100 % coupon): a pending
 * zero-total order is completed; any other order gets a note.
 */
final class SetupSucceeded extends IntentHandler {

	/**
	 * Notes the saved method, and completes a free order.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The setup intent id.
	 * @param array<string, mixed> $intent    The setup intent.
	 */
	protected function apply( WC_Order $order, string $intent_id, array $intent ): void {
		/* translators: %s: Stripe setup intent id. */
		$order->add_order_note( sprintf( __( 'Stripe saved the payment method (setup intent %s).', 'shop-stripe-gateway' ), $intent_id ) );
		if ( 0.0 === (float) $order->get_total() && $order->has_status( 'pending' ) && ! PaymentState::was_paid( $order ) ) {
			$order->payment_complete( $intent_id );
		}
	}
}
