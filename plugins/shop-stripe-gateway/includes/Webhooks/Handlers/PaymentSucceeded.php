<?php
/**
 * payment_intent.succeeded: the order is paid.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Payments\PaymentCompletion;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Completes the payment once through PaymentCompletion: an order already paid (the return from checkout got there
 * first, or a repeat) is left alone, or refunded when another of its intents paid it; any unpaid order (pending,
 * failed, on hold) becomes paid when Stripe received its total. The transaction id is the charge when the intent
 * names one, else the intent.
 */
final class PaymentSucceeded extends IntentHandler {

	/**
	 * Constructor.
	 *
	 * @param OrderLocator      $orders     Finds the order.
	 * @param PaymentCompletion $completion Completes the payment.
	 */
	public function __construct( OrderLocator $orders, private PaymentCompletion $completion ) {
		parent::__construct( $orders );
	}

	/**
	 * Marks the order paid.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $intent    The intent.
	 */
	protected function apply( WC_Order $order, string $intent_id, array $intent ): void {
		/* translators: %s: Stripe payment intent id. */
		$this->completion->succeeded( $order, $intent, sprintf( __( 'Stripe payment succeeded (payment intent %s).', 'shop-stripe-gateway' ), $intent_id ) );
	}
}
