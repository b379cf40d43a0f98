<?php
/**
 * Warns shop managers when a live gateway receives no webhooks.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Without webhooks, asynchronous payments, refunds and disputes made in Stripe never reach the orders. When the
 * gateway is enabled and live, and no valid delivery arrived within SILENCE seconds of it going live or of the last
 * one, users who can manage WooCommerce see a notice naming the endpoint to configure in Stripe's dashboard.
 */
final class WebhookNotice implements Service {

	public const SILENCE = DAY_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param WebhookSecret $settings Reads the gateway's mode.
	 * @param WebhookStatus $status   Times of the last delivery and of going live.
	 */
	public function __construct( private WebhookSecret $settings, private WebhookStatus $status ) {}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'admin_init', [ $this, 'maybe_warn' ] );
	}

	/**
	 * Hooks the notice for this screen when it is due: admin_notices is hooked only then, as the plugin says nothing
	 * in wp-admin when all is well (the bundle's WooCommerce dependency contract).
	 */
	public function maybe_warn(): void {
		if ( current_user_can( 'manage_woocommerce' ) && $this->is_due() ) {
			add_action( 'admin_notices', [ $this, 'render' ] );
		}
	}

	/**
	 * Prints the notice.
	 */
	public function render(): void {
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			sprintf(
				/* translators: %s: the webhook endpoint URL. */
				esc_html__( 'Shop Stripe Gateway has received no webhook from Stripe in the last 24 hours. In the Stripe dashboard (Developers > Webhooks), add an endpoint with the URL %s and copy its signing secret into the gateway settings.', 'shop-stripe-gateway' ),
				'<code>' . esc_html( WebhookRoute::url() ) . '</code>'
			)
		);
	}

	/**
	 * Whether the gateway is live and has been silent too long.
	 */
	public function is_due(): bool {
		$since = $this->status->live_since( $this->settings->is_live_and_enabled() );
		if ( 0 === $since ) {
			return false;
		}
		return time() - max( $since, $this->status->last_received() ) > self::SILENCE;
	}
}
