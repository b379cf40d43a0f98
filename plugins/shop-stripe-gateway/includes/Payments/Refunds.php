<?php
/**
 * Refunds made from the order screen.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\StripeAmount;
use WC_Order;
use WC_Order_Refund;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce creates the refund object first, then asks the gateway; the Stripe refund's id is stored on that
 * object, so the charge.refunded webhook that follows finds the amount already refunded and creates nothing. The
 * idempotency key is the WooCommerce refund's: a retried request can never refund twice.
 */
final class Refunds {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The API client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * Refunds part or all of an order's payment.
	 *
	 * @param WC_Order $order  The order.
	 * @param float    $amount Amount in the order's currency.
	 * @param string   $reason The admin's reason, kept in the refund's metadata.
	 * @return string The Stripe refund id.
	 * @throws StripeException When Stripe refuses or cannot be reached.
	 * @throws \InvalidArgumentException When the order has no Stripe payment or the amount is not positive.
	 */
	public function refund( WC_Order $order, float $amount, string $reason ): string {
		$intent = (string) $order->get_meta( OrderMeta::INTENT_ID );
		$minor  = StripeAmount::to_minor( $amount, $order->get_currency() );
		if ( '' === $intent || $minor <= 0 ) {
			throw new \InvalidArgumentException( '' === $intent ? 'This order has no Stripe payment to refund.' : 'The refund amount must be above zero.' );
		}
		$wc_refund = $this->latest_refund( $order );
		$answer    = $this->client->post(
			'refunds',
			[
				'payment_intent' => $intent,
				'amount'         => $minor,
				'metadata'       => [
					'order_id' => (string) $order->get_id(),
					'reason'   => $reason,
				],
			],
			[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'refund', $wc_refund ? $wc_refund->get_id() : count( $order->get_refunds() ) ) ]
		);
		$id = (string) ( $answer['id'] ?? '' );
		if ( $wc_refund ) {
			$wc_refund->update_meta_data( OrderMeta::REFUND_ID, $id );
			$wc_refund->save();
		}
		return $id;
	}

	/**
	 * The refund WooCommerce has just created for this request (the newest), read afresh: the order object WooCommerce
	 * hands the gateway still holds its list of refunds from before.
	 */
	private function latest_refund( WC_Order $order ): ?WC_Order_Refund {
		$refunds = wc_get_orders(
			[
				'type'    => 'shop_order_refund',
				'parent'  => $order->get_id(),
				'limit'   => 1,
				'orderby' => 'ID',
				'order'   => 'DESC',
			]
		);
		$latest  = is_array( $refunds ) ? reset( $refunds ) : null;
		return $latest instanceof WC_Order_Refund ? $latest : null;
	}
}
