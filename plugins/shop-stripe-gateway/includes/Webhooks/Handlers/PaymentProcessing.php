<?php
/**
 * payment_intent.processing: an asynchronous payment is under way.
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
 * Puts the order on hold (bank debits and vouchers take days to settle), unless it was paid: a late processing event
 * must not move a paid order back to on-hold.
 */
final class PaymentProcessing extends IntentHandler {

	/**
	 * Puts the order on hold.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $intent    The intent.
	 */
	protected function apply( WC_Order $order, string $intent_id, array $intent ): void {
		if ( PaymentState::was_paid( $order ) || $order->get_meta( OrderMeta::INTENT_ID ) !== $intent_id ) {
			return; // Paid, or an intent the order no longer uses (IntentLifecycle replaced it).
		}
		$order->update_meta_data( OrderMeta::AWAITING, 'yes' );
		/* translators: %s: Stripe payment intent id. */
		$order->update_status( 'on-hold', sprintf( __( 'Stripe is processing the payment (payment intent %s); the order waits for its confirmation.', 'shop-stripe-gateway' ), $intent_id ) );
	}
}
