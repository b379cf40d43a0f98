<?php
/**
 * charge.refunded: refunds made in Stripe reach the order.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks\Handlers;

use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Webhooks\EventHandler;
use ShopStripeGateway\Webhooks\StripeObject;
use WC_Order;
use WC_Order_Refund;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's `amount_refunded` is the charge's running total. Only the part the order does not show as refunded yet
 * is recorded, as one WooCommerce refund (no money moves: refund_payment is false) carrying the new Stripe refund
 * ids in its meta. A refund made from wp-admin is already in get_total_refunded(), so it is never recorded twice,
 * and neither is a repeated or reordered event. WooCommerce marks a fully refunded order refunded.
 */
final class ChargeRefunded implements EventHandler {

	/**
	 * Constructor.
	 *
	 * @param OrderLocator $orders Finds the order.
	 */
	public function __construct( private OrderLocator $orders ) {}

	/**
	 * Records what Stripe refunded beyond the order's refunds.
	 *
	 * @param array<string, mixed> $data The charge.
	 */
	public function handle( array $data ): void {
		$order = $this->orders->for_charge( StripeObject::id( $data, 'payment_intent' ), StripeObject::text( $data, 'id' ), StripeObject::metadata( $data ) );
		if ( null === $order ) {
			return;
		}
		$currency = StripeObject::text( $data, 'currency' );
		if ( strtoupper( $currency ) !== strtoupper( $order->get_currency() ) ) {
			return; // Amounts in another currency cannot be compared with the order's.
		}

		$decimals = StripeAmount::decimals( $currency );
		$missing  = round( StripeAmount::to_major( StripeObject::amount( $data, 'amount_refunded' ), $currency ) - (float) $order->get_total_refunded(), $decimals );
		if ( $missing <= 0 ) {
			return;
		}
		$refund_ids = $this->new_refund_ids( $order, $data );
		$refund     = wc_create_refund(
			[
				'order_id'       => $order->get_id(),
				'amount'         => $missing,
				/* translators: %s: Stripe refund id(s) or charge id. */
				'reason'         => sprintf( __( 'Refunded in Stripe (%s).', 'shop-stripe-gateway' ), implode( ', ', $refund_ids ?: [ StripeObject::text( $data, 'id' ) ] ) ),
				'refund_payment' => false,
				'restock_items'  => false,
			]
		);
		if ( $refund instanceof WC_Order_Refund ) {
			foreach ( $refund_ids as $refund_id ) {
				$refund->add_meta_data( OrderMeta::REFUND_ID, $refund_id );
			}
			$refund->save();
		} else {
			throw new \RuntimeException( 'WooCommerce refused the refund: ' . ( is_wp_error( $refund ) ? $refund->get_error_message() : 'unknown error' ) );
		}
	}

	/**
	 * The ids of the charge's Stripe refunds that no refund of the order records yet.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $charge The charge.
	 * @return list<string>
	 */
	private function new_refund_ids( WC_Order $order, array $charge ): array {
		$known = [];
		foreach ( $order->get_refunds() as $refund ) {
			foreach ( $refund->get_meta( OrderMeta::REFUND_ID, false ) as $meta ) {
				$known[] = (string) $meta->value;
			}
		}
		$ids = [];
		foreach ( (array) ( $charge['refunds']['data'] ?? [] ) as $stripe_refund ) {
			$id = is_array( $stripe_refund ) ? StripeObject::text( $stripe_refund, 'id' ) : '';
			if ( '' !== $id && ! in_array( $id, $known, true ) ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}
}
