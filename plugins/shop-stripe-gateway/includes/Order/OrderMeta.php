<?php
/**
 * The order meta keys the plugin writes, defined once.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

/**
 * Meta keys on orders and on their refunds. Leading underscores keep them out of the custom fields box.
 */
final class OrderMeta {

	/** The Stripe payment intent (pi_…) or setup intent (seti_…) that pays the order. */
	public const INTENT_ID = '_shop_stripe_intent_id';

	/** The charge (ch_…) of the succeeded intent: disputes and refunds name the charge. */
	public const CHARGE_ID = '_shop_stripe_charge_id';

	/** On a WooCommerce refund: the Stripe refund id(s) it records, so a refund is never created twice. */
	public const REFUND_ID = '_shop_stripe_refund_id';
}
