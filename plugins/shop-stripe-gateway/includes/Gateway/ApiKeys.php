<?php
/**
 * The API keys of the mode the gateway is in.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * Test mode uses the test keys, live mode the live ones; the setting names are the replaced WooCommerce Stripe
 * Gateway's (`testmode`, `test_publishable_key`, `test_secret_key`, `test_webhook_secret`, and the same without
 * `test_`), so a shop switching keeps its keys.
 */
final class ApiKeys {

	/**
	 * Constructor.
	 *
	 * @param bool   $test           Test mode.
	 * @param string $publishable    Publishable key of the mode.
	 * @param string $secret         Secret key of the mode.
	 * @param string $webhook_secret Webhook signing secret of the mode.
	 */
	public function __construct(
		public readonly bool $test,
		public readonly string $publishable,
		public readonly string $secret,
		public readonly string $webhook_secret,
	) {}

	/**
	 * The keys of the mode the settings choose (test unless `testmode` is 'no').
	 *
	 * @param array<string, mixed> $settings Gateway settings.
	 */
	public static function from_settings( array $settings ): self {
		$test   = 'no' !== ( $settings['testmode'] ?? 'yes' );
		$prefix = $test ? 'test_' : '';
		$read   = static fn ( string $name ): string => is_string( $settings[ $prefix . $name ] ?? null ) ? trim( $settings[ $prefix . $name ] ) : '';
		return new self( $test, $read( 'publishable_key' ), $read( 'secret_key' ), $read( 'webhook_secret' ) );
	}

	/** Whether both API keys of the mode are set: without them the gateway is never offered. */
	public function complete(): bool {
		return '' !== $this->publishable && '' !== $this->secret;
	}
}
