<?php
/**
 * What the plugin's page tells an admin at a glance.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Admin;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Webhooks\WebhookRoute;
use ShopStripeGateway\Webhooks\WebhookStatus;

defined( 'ABSPATH' ) || exit;

/**
 * The gateway's state as the status screen (src/admin/) draws it: on or off, test or live, whether the keys and the
 * webhook signing secret of that mode are saved, when Stripe last reached the webhook, and where to change any of it.
 * Read from the saved settings only; nothing here calls Stripe.
 */
final class GatewayStatus {

	/**
	 * Constructor.
	 *
	 * @param WebhookStatus   $webhooks When the last webhook arrived.
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public function __construct( private WebhookStatus $webhooks, private GatewaySettings $settings ) {}

	/**
	 * The status, in the shape of src/admin/types.ts.
	 *
	 * @return array{enabled: bool, testMode: bool, keysSet: bool, webhookSecretSet: bool, lastWebhook: string, webhookUrl: string, methods: list<string>, settingsUrl: string}
	 */
	public function data(): array {
		$keys = $this->settings->keys();
		$last = $this->webhooks->last_received();
		return [
			'enabled'          => $this->settings->is_on( 'enabled', false ),
			'testMode'         => $keys->test,
			'keysSet'          => $keys->complete(),
			'webhookSecretSet' => '' !== $keys->webhook_secret,
			// In the site's time zone and format, as wp-admin writes dates; empty: never.
			'lastWebhook'      => 0 === $last ? '' : wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $last ),
			'webhookUrl'       => WebhookRoute::url(),
			'methods'          => array_values( array_map( static fn ( $method ): string => $method->title, $this->settings->methods()->all() ) ),
			'settingsUrl'      => admin_url( 'admin.php?page=wc-settings&tab=checkout&section=' . CardGateway::ID ),
		];
	}
}
