<?php
/**
 * Where the webhook signing secret comes from.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Gateway\GatewaySettings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the secret from the card gateway's settings (GatewaySettings::keys(), Gateway\ApiKeys), so the mode is
 * decided in one place: `test_webhook_secret` in test mode (the default), `webhook_secret` when `testmode` is 'no'.
 */
final class WebhookSecret {

	/** Filters the secret: `apply_filters( 'shop_stripe_gateway_webhook_secret', string $secret, bool $testmode )`. */
	public const FILTER = 'shop_stripe_gateway_webhook_secret';

	/**
	 * Constructor.
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public function __construct( private GatewaySettings $settings ) {}

	/**
	 * The endpoint secret for the current mode, '' when none is set.
	 */
	public function get(): string {
		$keys   = $this->settings->keys();
		$secret = apply_filters( self::FILTER, $keys->webhook_secret, $keys->test );

		return is_string( $secret ) ? trim( $secret ) : '';
	}

	/**
	 * Whether the gateway is enabled and takes real payments (testmode not 'yes').
	 */
	public function is_live_and_enabled(): bool {
		return $this->settings->is_on( 'enabled', false ) && ! $this->settings->keys()->test;
	}
}
