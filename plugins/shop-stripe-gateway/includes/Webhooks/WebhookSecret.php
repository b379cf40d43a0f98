<?php
/**
 * Where the webhook signing secret comes from.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Gateway\ApiKeys;
use ShopStripeGateway\Gateway\CardGateway;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the secret from the card gateway's settings through ApiKeys, so the mode is decided in one place:
 * `test_webhook_secret` in test mode (the default), `webhook_secret` when `testmode` is 'no'.
 */
final class WebhookSecret {

	public const OPTION = CardGateway::SETTINGS_OPTION;

	/** Filters the secret: `apply_filters( 'shop_stripe_gateway_webhook_secret', string $secret, bool $testmode )`. */
	public const FILTER = 'shop_stripe_gateway_webhook_secret';

	/**
	 * The endpoint secret for the current mode, '' when none is set.
	 */
	public function get(): string {
		$keys   = $this->keys();
		$secret = apply_filters( self::FILTER, $keys->webhook_secret, $keys->test );

		return is_string( $secret ) ? trim( $secret ) : '';
	}

	/**
	 * Whether the gateway is enabled and takes real payments (testmode not 'yes').
	 */
	public function is_live_and_enabled(): bool {
		return 'yes' === $this->setting( 'enabled' ) && ! $this->keys()->test;
	}

	/** The keys of the mode the settings choose. */
	private function keys(): ApiKeys {
		$settings = get_option( self::OPTION, [] );
		return ApiKeys::from_settings( is_array( $settings ) ? $settings : [] );
	}

	/**
	 * One setting as a string.
	 *
	 * @param string $key Setting key.
	 */
	private function setting( string $key ): string {
		$settings = get_option( self::OPTION, [] );
		$value    = is_array( $settings ) ? ( $settings[ $key ] ?? '' ) : '';
		return is_string( $value ) ? $value : '';
	}
}
