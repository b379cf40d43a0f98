<?php
/**
 * Builds the Stripe API client from the plugin's settings.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

use ShopStripeGateway\Gateway\CardGateway;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that knows where the client's key and debug switch come from: the card gateway's settings.
 * Callers (the gateway, webhooks, refunds) get a ready client and never read the settings themselves.
 */
final class ClientFactory {

	/** A client with the saved secret key, logging when the gateway's `debug` setting is "yes". */
	public static function from_settings(): StripeClient {
		$settings = get_option( CardGateway::SETTINGS_OPTION, [] );
		$settings = is_array( $settings ) ? $settings : [];

		return new StripeClient(
			Keys::from_settings( $settings ),
			StripeClient::DEFAULT_API_BASE,
			new RetryPolicy(),
			new DebugLog( 'yes' === ( $settings['debug'] ?? 'no' ) )
		);
	}
}
