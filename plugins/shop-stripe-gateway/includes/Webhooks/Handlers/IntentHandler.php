<?php
/**
 * Base of the handlers of payment_intent.* and setup_intent.* events.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Order\OrderLock;
use ShopStripeGateway\Webhooks\EventHandler;
use ShopStripeGateway\Webhooks\StripeObject;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the order of the intent (OrderLocator's rules) and hands both to apply(); an intent of no order of this shop
 * (another integration on the same Stripe account) is ignored. apply() runs under the order's lock on the order read
 * there (OrderLock): a lock held too long throws, the route answers 500 and Stripe delivers again.
 */
abstract class IntentHandler implements EventHandler {

	/**
	 * Constructor.
	 *
	 * @param OrderLocator $orders Finds the order.
	 */
	public function __construct( private OrderLocator $orders ) {}

	/**
	 * Applies the event to the intent's order, if any.
	 *
	 * @param array<string, mixed> $data The intent.
	 */
	public function handle( array $data ): void {
		$intent_id = StripeObject::text( $data, 'id' );
		$order     = $this->orders->for_intent( $intent_id, StripeObject::metadata( $data ) );
		if ( null !== $order ) {
			OrderLock::run( $order->get_id(), fn ( WC_Order $fresh ) => $this->apply( $fresh, $intent_id, $data ) );
		}
	}

	/**
	 * Changes the order.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $intent    The intent.
	 */
	abstract protected function apply( WC_Order $order, string $intent_id, array $intent ): void;
}
