<?php
/**
 * payment_intent.requires_action: the customer has to authenticate.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a note only: the status stays as it is until Stripe reports the outcome.
 */
final class PaymentRequiresAction extends IntentHandler {

	/**
	 * Notes the pending authentication.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $intent    The intent.
	 */
	protected function apply( WC_Order $order, string $intent_id, array $intent ): void {
		/* translators: %s: Stripe payment intent id. */
		$order->add_order_note( sprintf( __( 'Stripe is waiting for the customer to authenticate the payment (payment intent %s).', 'shop-stripe-gateway' ), $intent_id ) );
	}
}
