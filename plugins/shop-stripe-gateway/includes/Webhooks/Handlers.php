<?php
/**
 * The event types the webhook handles, each with its handler.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Payments\PaymentCompletion;
use ShopStripeGateway\Webhooks\Handlers\ChargeRefunded;
use ShopStripeGateway\Webhooks\Handlers\DisputeCreated;
use ShopStripeGateway\Webhooks\Handlers\PaymentFailed;
use ShopStripeGateway\Webhooks\Handlers\PaymentProcessing;
use ShopStripeGateway\Webhooks\Handlers\PaymentRequiresAction;
use ShopStripeGateway\Webhooks\Handlers\PaymentSucceeded;
use ShopStripeGateway\Webhooks\Handlers\SetupSucceeded;

defined( 'ABSPATH' ) || exit;

/**
 * One place to read which events are handled (and to enable them in Stripe's dashboard); any other type is
 * acknowledged and ignored.
 */
final class Handlers {

	/**
	 * Event type => handler.
	 *
	 * @param OrderLocator $orders Finds orders.
	 * @param StripeClient $client The plugin's Stripe client (a second payment of a paid order is refunded).
	 * @return array<string, EventHandler>
	 */
	public static function all( OrderLocator $orders, StripeClient $client ): array {
		return [
			'payment_intent.succeeded'       => new PaymentSucceeded( $orders, new PaymentCompletion( $client ) ),
			'payment_intent.payment_failed'  => new PaymentFailed( $orders ),
			'payment_intent.processing'      => new PaymentProcessing( $orders ),
			'payment_intent.requires_action' => new PaymentRequiresAction( $orders ),
			'setup_intent.succeeded'         => new SetupSucceeded( $orders ),
			'charge.refunded'                => new ChargeRefunded( $orders ),
			'charge.dispute.created'         => new DisputeCreated( $orders ),
		];
	}
}
