<?php
/**
 * A succeeded PaymentIntent applied to its order: paid once, held on a mismatch, refunded when it pays twice.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\PaymentState;
use ShopStripeGateway\Webhooks\StripeObject;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The one place every path (checkout, confirm endpoint, redirect return, webhook, sweeper) completes an order. It
 * runs inside OrderLock on an order read there, so "paid?" and "complete" cannot interleave with another process:
 * - an order already paid: a success of another of its intents is refunded (SupersededRefund), a repeat is ignored;
 * - amount_received or currency not the order's (AmountCheck): on hold with a note, never processing;
 * - else the charge is kept, the paying intent remembered, the note added, payment_complete() once.
 */
final class PaymentCompletion {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client, which refunds a second payment.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * Applies the succeeded intent.
	 *
	 * @param WC_Order             $order  The order, read inside its lock.
	 * @param array<string, mixed> $intent The succeeded PaymentIntent.
	 * @param string               $note   The order note of the payment (each path words its own).
	 */
	public function succeeded( WC_Order $order, array $intent, string $note ): void {
		$intent_id = StripeObject::text( $intent, 'id' );
		if ( PaymentState::was_paid( $order ) ) {
			( new SupersededRefund( $this->client ) )->refund_if_second( $order, $intent );
			return;
		}
		$charge_id = StripeObject::id( $intent, 'latest_charge' );
		if ( '' !== $charge_id ) {
			$order->update_meta_data( OrderMeta::CHARGE_ID, $charge_id );
		}
		$order->delete_meta_data( OrderMeta::AWAITING );
		$mismatch = AmountCheck::mismatch( $order, $intent );
		if ( null !== $mismatch ) {
			if ( $order->get_meta( OrderMeta::AMOUNT_MISMATCH ) !== $intent_id || ! $order->has_status( 'on-hold' ) ) {
				$order->update_meta_data( OrderMeta::AMOUNT_MISMATCH, $intent_id );
				$order->set_transaction_id( '' !== $charge_id ? $charge_id : $intent_id );
				$order->update_status( 'on-hold', $mismatch );
			}
			return;
		}
		$order->update_meta_data( OrderMeta::PAID_INTENT, $intent_id );
		$order->save(); // payment_complete() saves only orders in a status it may complete.
		$order->add_order_note( $note );
		$order->payment_complete( '' !== $charge_id ? $charge_id : $intent_id );
	}
}
