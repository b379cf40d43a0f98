<?php
/**
 * charge.dispute.created: the customer disputed the payment.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Webhooks\EventHandler;
use ShopStripeGateway\Webhooks\StripeObject;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the order on hold, so it is not shipped while the dispute is open, with a note naming the reason and the
 * disputed amount. The order stays paid (PaymentState), so later payment events do not change it.
 */
final class DisputeCreated implements EventHandler {

	/**
	 * Constructor.
	 *
	 * @param OrderLocator $orders Finds the order.
	 */
	public function __construct( private OrderLocator $orders ) {}

	/**
	 * Holds the disputed order.
	 *
	 * @param array<string, mixed> $data The dispute.
	 */
	public function handle( array $data ): void {
		$order = $this->orders->for_charge( StripeObject::id( $data, 'payment_intent' ), StripeObject::id( $data, 'charge' ) );
		if ( null === $order ) {
			return;
		}
		$order->update_status(
			'on-hold',
			sprintf(
				/* translators: 1: Stripe dispute id, 2: dispute reason, 3: disputed amount with currency. */
				__( 'Stripe dispute %1$s opened (reason: %2$s, amount: %3$s). Respond in the Stripe dashboard.', 'shop-stripe-gateway' ),
				StripeObject::text( $data, 'id' ),
				StripeObject::text( $data, 'reason' ),
				StripeAmount::format( StripeObject::amount( $data, 'amount' ), StripeObject::text( $data, 'currency' ) )
			)
		);
	}
}
