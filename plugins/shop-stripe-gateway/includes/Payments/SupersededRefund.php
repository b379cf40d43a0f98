<?php
/**
 * Refunds a second payment of an order that is already paid.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Order\OrderMeta;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * An order has one live intent (IntentLifecycle), but an intent superseded while its 3-D Secure tab or bank page was
 * still open can succeed after another paid the order. Stripe then holds the shopper's money twice: the later one
 * is refunded in full at once, with an idempotency key per intent (a retried webhook or the sweeper never refunds
 * twice) and a note. Runs inside the order's lock (OrderLock).
 */
final class SupersededRefund {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * Refunds the intent if it is not the one that paid the order and was not refunded yet.
	 *
	 * @param WC_Order             $order  The paid order, read inside its lock.
	 * @param array<string, mixed> $intent The succeeded PaymentIntent.
	 * @throws StripeException When Stripe refuses or cannot be reached (the webhook answers 500, Stripe retries).
	 */
	public function refund_if_second( WC_Order $order, array $intent ): void {
		$intent_id = (string) ( $intent['id'] ?? '' );
		$paid_by   = (string) $order->get_meta( OrderMeta::PAID_INTENT );
		$paid_by   = '' !== $paid_by ? $paid_by : (string) $order->get_meta( OrderMeta::INTENT_ID );
		if ( '' === $intent_id || $intent_id === $paid_by || self::refunded( $order, $intent_id ) ) {
			return;
		}
		$refund = $this->client->post(
			'refunds',
			[
				'payment_intent' => $intent_id,
				'reason'         => 'duplicate',
				'metadata'       => [
					'order_id' => (string) $order->get_id(),
					'site_url' => home_url(),
				],
			],
			[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'superseded-refund-' . $intent_id, 1 ) ]
		);
		$order->add_meta_data( OrderMeta::REFUNDED_INTENTS, $intent_id );
		$order->save();
		$order->add_order_note(
			sprintf(
				/* translators: %1$s: the second PaymentIntent, %2$s: the one that paid the order, %3$s: Stripe refund id. */
				__( 'Stripe PaymentIntent %1$s succeeded after the order was already paid (by %2$s): it was refunded in full automatically (refund %3$s).', 'shop-stripe-gateway' ),
				$intent_id,
				'' !== $paid_by ? $paid_by : '?',
				(string) ( $refund['id'] ?? '' )
			)
		);
	}

	/**
	 * Whether the intent was refunded as a second payment already.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $intent_id The intent.
	 */
	private static function refunded( WC_Order $order, string $intent_id ): bool {
		foreach ( $order->get_meta( OrderMeta::REFUNDED_INTENTS, false ) as $meta ) {
			if ( $intent_id === (string) $meta->value ) {
				return true;
			}
		}
		return false;
	}
}
