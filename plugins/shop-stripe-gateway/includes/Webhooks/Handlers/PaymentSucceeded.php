<?php
/**
 * payment_intent.succeeded: the order is paid.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\PaymentState;
use ShopStripeGateway\Webhooks\StripeObject;
use WC_Order;

/**
 * Completes the payment once: an order already paid (the return from checkout got there first, or a repeat) is left
 * alone, so it is never marked paid twice; any unpaid order (pending, failed, on hold) becomes paid. The transaction
 * id is the charge when the intent names one, else the intent.
 */
final class PaymentSucceeded extends IntentHandler {

	/**
	 * Marks the order paid.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $intent    The intent.
	 */
	protected function apply( WC_Order $order, string $intent_id, array $intent ): void {
		if ( PaymentState::was_paid( $order ) ) {
			return;
		}
		$charge_id = StripeObject::id( $intent, 'latest_charge' );
		if ( '' !== $charge_id ) {
			$order->update_meta_data( OrderMeta::CHARGE_ID, $charge_id );
			$order->save(); // payment_complete() saves only orders in a status it may complete.
		}
		/* translators: %s: Stripe payment intent id. */
		$order->add_order_note( sprintf( __( 'Stripe payment succeeded (payment intent %s).', 'shop-stripe-gateway' ), $intent_id ) );
		$order->payment_complete( '' !== $charge_id ? $charge_id : $intent_id );
	}
}
