<?php
/**
 * payment_intent.payment_failed: the order failed, with Stripe's reason.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\PaymentState;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the order failed with `last_payment_error.message` in the note, unless it was paid: a failed attempt that
 * Stripe reports after a later successful one must not un-pay the order.
 */
final class PaymentFailed extends IntentHandler {

	/**
	 * Marks the order failed.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $intent    The intent.
	 */
	protected function apply( WC_Order $order, string $intent_id, array $intent ): void {
		if ( PaymentState::was_paid( $order ) || $order->get_meta( OrderMeta::INTENT_ID ) !== $intent_id ) {
			return; // Paid, or an intent the order no longer uses (IntentLifecycle replaced it).
		}
		$message = is_string( $intent['last_payment_error']['message'] ?? null ) ? $intent['last_payment_error']['message'] : __( 'No reason given.', 'shop-stripe-gateway' );
		/* translators: 1: Stripe payment intent id, 2: Stripe's error message. */
		$order->update_status( 'failed', sprintf( __( 'Stripe payment failed (payment intent %1$s): %2$s', 'shop-stripe-gateway' ), $intent_id, $message ) );
	}
}
