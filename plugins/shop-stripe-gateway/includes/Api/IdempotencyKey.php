<?php
/**
 * Idempotency keys for POST requests.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe replays the first answer to a POST carrying a key it has seen in the last 24 hours instead of acting twice.
 * A key derived from the order, the purpose and the attempt makes a retried attempt (a timeout, a double submit, a
 * reload) safe, while a new attempt, e.g. with another card, gets a new key and a real new request.
 */
final class IdempotencyKey {

	/** Prefix of every key, so keys from this plugin are recognisable in Stripe's dashboard logs. */
	private const PREFIX = 'ssg-';

	/**
	 * The key of one attempt at one operation on an order.
	 *
	 * @param int    $order_id Order id.
	 * @param string $purpose  What the request does, e.g. "payment-intent" or "refund".
	 * @param int    $attempt  Attempt number, raised by the caller for every new try by the customer.
	 */
	public static function for_order( int $order_id, string $purpose, int $attempt ): string {
		// The site is part of the hash: keys live per Stripe account, and two shops may share one account with the
		// same order ids. The hash keeps order numbers out of Stripe's logs and under Stripe's 255-character limit.
		$seed = implode( '|', [ home_url(), get_current_blog_id(), "order-$order_id-$purpose-$attempt" ] );
		return self::PREFIX . hash( 'sha256', $seed );
	}

	/** A fresh key for a POST no caller keyed: it still protects that call's own retries. */
	public static function random(): string {
		return self::PREFIX . wp_generate_uuid4();
	}
}
