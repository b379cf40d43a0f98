<?php
/**
 * The express button's live preview on the card gateway's settings screen.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues `build/express-preview.js` on WooCommerce > Settings > Payments > Stripe only: it draws the button beside
 * the express fields and follows their type, theme, height and radius as the admin changes them, without asking
 * Stripe (src/express-preview/).
 */
final class SettingsPreview implements Service {

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'admin_enqueue_scripts', [ $this, 'enqueue' ] );
	}

	/**
	 * Enqueues the preview on the card gateway's settings section.
	 *
	 * @param string $hook_suffix The current admin page.
	 */
	public function enqueue( string $hook_suffix = '' ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- which screen this is, nothing is changed.
		$tab     = sanitize_key( wp_unslash( $_GET['tab'] ?? '' ) );
		$section = sanitize_key( wp_unslash( $_GET['section'] ?? '' ) );
		// phpcs:enable
		if ( 'woocommerce_page_wc-settings' === $hook_suffix && 'checkout' === $tab && CardGateway::ID === $section ) {
			wp_enqueue_script( Scripts::EXPRESS_PREVIEW );
			wp_enqueue_style( Scripts::EXPRESS_PREVIEW );
		}
	}
}
