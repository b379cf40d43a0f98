<?php
/**
 * The contract of a webhook event handler.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * Handles one event type's `data.object`. Handlers must tolerate late, repeated and out-of-order deliveries: the
 * event store drops repeats of an event id, but Stripe may send different events in any order.
 */
interface EventHandler {

	/**
	 * Applies the event to the order it concerns, if any.
	 *
	 * @param array<string, mixed> $data The event's data.object.
	 */
	public function handle( array $data ): void;
}
