<?php
/**
 * The order meta keys the plugin writes, defined once.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

defined( 'ABSPATH' ) || exit;

/**
 * Meta keys on orders and on their refunds. Leading underscores keep them out of the custom fields box.
 */
final class OrderMeta {

	/** The Stripe payment intent (pi_…) or setup intent (seti_…) that pays the order. */
	public const INTENT_ID = '_shop_stripe_intent_id';

	/**
	 * Every intent the order ever had, one meta row each (IntentIds), so a success on a superseded intent still
	 * finds its order.
	 */
	public const INTENT_IDS = '_shop_stripe_intent_ids';

	/** The intent that paid the order: a success of any other is a second payment (SupersededRefund). */
	public const PAID_INTENT = '_shop_stripe_paid_intent';

	/** A superseded intent refunded after it succeeded on a paid order, one meta row each. */
	public const REFUNDED_INTENTS = '_shop_stripe_refunded_intent';

	/** The succeeded intent whose amount or currency differed from the order's (the order is on hold). */
	public const AMOUNT_MISMATCH = '_shop_stripe_amount_mismatch';

	/**
	 * 'yes' while the order is on hold waiting for Stripe (processing, a voucher, BLIK): the sweeper looks these up
	 * as it does pending orders (PendingSweeper). Cleared once the order is paid or held for its amount.
	 */
	public const AWAITING = '_shop_stripe_awaiting';

	/** The charge (ch_…) of the succeeded intent: disputes and refunds name the charge. */
	public const CHARGE_ID = '_shop_stripe_charge_id';

	/** On a WooCommerce refund: the Stripe refund id(s) it records, so a refund is never created twice. */
	public const REFUND_ID = '_shop_stripe_refund_id';
}
