<?php
/**
 * The classic payment pages' script and settings.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Checkout;

use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Gateway\Gateways;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the storefront core (build/frontend.js, no React) and prints ClientSettings::build() as JSON in
 * `<script type="application/json" id="shop-stripe-gateway-settings">` on the pages where the classic payment form
 * is drawn, and only there: the classic (shortcode) checkout, order-pay (which also serves change-payment),
 * add-payment-method. Never on the block checkout (Blocks\CardPaymentMethod loads its own script there) nor on
 * product, cart or content pages. Stripe.js itself is loaded by the core at runtime (src/common/load-stripe.ts), so
 * no page without the core asks js.stripe.com for anything.
 */
final class ClassicScripts implements Service {

	/** Id of the JSON element src/frontend/settings.ts reads. */
	public const SETTINGS_ID = 'shop-stripe-gateway-settings';

	/**
	 * Constructor.
	 *
	 * @param Gateways $gateways Builds the card gateway.
	 */
	public function __construct( private Gateways $gateways ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ] );
		// Before wp_print_footer_scripts (20): the settings are on the page before the deferred core runs.
		add_action( 'wp_footer', [ $this, 'print_settings' ], 5 );
	}

	/**
	 * Enqueues the core on a classic payment page while the card gateway can be used there.
	 */
	public function enqueue(): void {
		if ( ClassicPaymentPage::is_current() && $this->gateways->card()->is_available() ) {
			wp_enqueue_script( Scripts::FRONTEND );
		}
	}

	/**
	 * Prints the settings beside the core, only where it was enqueued.
	 */
	public function print_settings(): void {
		if ( ! wp_script_is( Scripts::FRONTEND, 'enqueued' ) ) {
			return;
		}
		$gateway = $this->gateways->card();
		$methods = $this->gateways->card()->stripe_settings()->methods()->for_browser();
		wp_print_inline_script_tag(
			(string) wp_json_encode( ClientSettings::build( $gateway->settings, $methods ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
			[
				'type' => 'application/json',
				'id'   => self::SETTINGS_ID,
			]
		);
	}
}
