<?php
/**
 * Where the webhook signing secret comes from.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Gateway\CardGateway;

/**
 * Reads the secret from the card gateway's settings: `test_webhook_secret` when `testmode` is 'yes', else
 * `webhook_secret`. Decision: the gateway's own option (CardGateway::SETTINGS_OPTION), not `woocommerce_stripe_settings`,
 * which belongs to WooCommerce's Stripe plugin and may be installed beside this one. Change OPTION to move it.
 */
final class WebhookSecret {

	public const OPTION = CardGateway::SETTINGS_OPTION;

	/** Filters the secret: `apply_filters( 'shop_stripe_gateway_webhook_secret', string $secret, bool $testmode )`. */
	public const FILTER = 'shop_stripe_gateway_webhook_secret';

	/**
	 * The endpoint secret for the current mode, '' when none is set.
	 */
	public function get(): string {
		$testmode = $this->is_testmode();
		$secret   = $this->setting( $testmode ? 'test_webhook_secret' : 'webhook_secret' );
		$secret   = apply_filters( self::FILTER, $secret, $testmode );

		return is_string( $secret ) ? trim( $secret ) : '';
	}

	/**
	 * Whether the gateway is enabled and takes real payments (testmode not 'yes').
	 */
	public function is_live_and_enabled(): bool {
		return 'yes' === $this->setting( 'enabled' ) && ! $this->is_testmode();
	}

	/**
	 * Whether the settings say test mode.
	 */
	private function is_testmode(): bool {
		return 'yes' === $this->setting( 'testmode' );
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
