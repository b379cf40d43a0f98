<?php
/**
 * Every intent an order ever had.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The order's current intent is OrderMeta::INTENT_ID; each intent it had is also one OrderMeta::INTENT_IDS row, so
 * OrderLocator finds the order from an intent it no longer uses (a 3-D Secure tab or a bank page left open) and a
 * success there is credited or refunded instead of lost.
 */
final class IntentIds {

	/**
	 * Makes the intent the order's current one and keeps it in the list; saves the order.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $intent_id The intent.
	 */
	public static function remember( WC_Order $order, string $intent_id ): void {
		if ( '' === $intent_id ) {
			return;
		}
		if ( ! in_array( $intent_id, self::listed( $order ), true ) ) {
			$order->add_meta_data( OrderMeta::INTENT_IDS, $intent_id );
		}
		$order->update_meta_data( OrderMeta::INTENT_ID, $intent_id );
		$order->save();
	}

	/**
	 * The order's intents, oldest first (the current one included, also for orders from before the list).
	 *
	 * @param WC_Order $order The order.
	 * @return list<string>
	 */
	public static function all( WC_Order $order ): array {
		$ids     = self::listed( $order );
		$current = (string) $order->get_meta( OrderMeta::INTENT_ID );
		if ( '' !== $current ) {
			$ids[] = $current;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The ids in the list rows.
	 *
	 * @param WC_Order $order The order.
	 * @return list<string>
	 */
	private static function listed( WC_Order $order ): array {
		return array_map( static fn ( $meta ): string => (string) $meta->value, array_values( $order->get_meta( OrderMeta::INTENT_IDS, false ) ) );
	}
}
