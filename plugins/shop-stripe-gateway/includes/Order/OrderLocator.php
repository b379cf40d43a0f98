<?php
/**
 * Finds the order a Stripe object is about.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

use Automattic\WooCommerce\Utilities\OrderUtil;
use ShopStripeGateway\Gateway\Methods;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The intent ids stored on the order (its current one, or any it had: IntentIds) are the trusted link.
 * `metadata.order_id` on the intent is accepted only for an order that stores no intent yet (the checkout may not
 * have saved it when Stripe answers), of this site (`metadata.site_url`), with its own key (`metadata.order_key`)
 * and paid with one of our gateways: metadata alone must never let one intent pay another order, or another shop's.
 */
final class OrderLocator {

	/**
	 * The order of a payment or setup intent (or of an object carrying `payment_intent` and `metadata`).
	 *
	 * @param string               $intent_id The intent id.
	 * @param array<string, mixed> $metadata  The intent's metadata.
	 */
	public function for_intent( string $intent_id, array $metadata = [] ): ?WC_Order {
		if ( '' === $intent_id ) {
			return null;
		}
		$order = $this->by_meta( OrderMeta::INTENT_ID, $intent_id ) ?? $this->by_meta( OrderMeta::INTENT_IDS, $intent_id );
		if ( null !== $order ) {
			return $order;
		}

		$order = is_numeric( $metadata['order_id'] ?? null ) ? wc_get_order( (int) $metadata['order_id'] ) : null;
		if ( ! $order instanceof WC_Order || '' !== (string) $order->get_meta( OrderMeta::INTENT_ID ) ) {
			return null; // Another intent already pays that order.
		}
		if ( ! self::is_this_shops( $order, $metadata ) ) {
			return null; // Another shop on the same Stripe account, with an order of the same number.
		}
		IntentIds::remember( $order, $intent_id );
		return $order;
	}

	/**
	 * Whether the metadata names this site and the order's own key, and the order pays with one of our gateways.
	 * Stripe sends every event of an account to every endpoint, and order ids repeat from shop to shop.
	 *
	 * @param WC_Order             $order    The order metadata.order_id names.
	 * @param array<string, mixed> $metadata The intent's metadata (PaymentIntents writes site_url and order_key).
	 */
	private static function is_this_shops( WC_Order $order, array $metadata ): bool {
		$site = is_string( $metadata['site_url'] ?? null ) ? untrailingslashit( $metadata['site_url'] ) : '';
		$key  = is_string( $metadata['order_key'] ?? null ) ? $metadata['order_key'] : '';
		return '' !== $site && untrailingslashit( home_url() ) === $site
			&& '' !== $key && hash_equals( $order->get_order_key(), $key )
			&& null !== Methods::for_gateway( $order->get_payment_method() );
	}

	/**
	 * The order of a charge (a charge.* event, or the charge a dispute names), by its intent then by its charge id.
	 *
	 * @param string               $intent_id The charge's payment intent, '' when none.
	 * @param string               $charge_id The charge id.
	 * @param array<string, mixed> $metadata  The charge's metadata.
	 */
	public function for_charge( string $intent_id, string $charge_id, array $metadata = [] ): ?WC_Order {
		$order = $this->for_intent( $intent_id, $metadata );
		if ( null === $order && '' !== $charge_id ) {
			$order = $this->by_meta( OrderMeta::CHARGE_ID, $charge_id );
		}
		return $order;
	}

	/**
	 * wc_get_orders() arguments for orders holding a meta value. The order tables (HPOS) take meta_query; the posts
	 * datastore refuses it and takes meta_key/meta_value, which it hands to WP_Query.
	 *
	 * @param string $key   Meta key.
	 * @param string $value Meta value.
	 * @return array<string, mixed>
	 */
	public static function meta_is( string $key, string $value ): array {
		if ( OrderUtil::custom_orders_table_usage_is_enabled() ) {
			return [ 'meta_query' => [ [ 'key' => $key, 'value' => $value ] ] ]; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}
		return [
			'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
		];
	}

	/**
	 * The one order holding a meta value (through WooCommerce's order query, so HPOS and posts storage both work).
	 *
	 * @param string $key   Meta key.
	 * @param string $value Meta value.
	 */
	private function by_meta( string $key, string $value ): ?WC_Order {
		$query  = [
			'limit'  => 1,
			'type'   => 'shop_order',
			'status' => 'any',
		] + self::meta_is( $key, $value );
		$orders = wc_get_orders( $query );
		$order  = $orders[0] ?? null;
		return $order instanceof WC_Order ? $order : null;
	}
}
