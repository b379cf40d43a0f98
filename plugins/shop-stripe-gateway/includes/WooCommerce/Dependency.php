<?php
/**
 * Shop Stripe Gateway needs WooCommerce.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\WooCommerce;

use ShopStripeGateway\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Detects WooCommerce. When it is missing, the plugin registers this service instead of its features:
 * an admin notice, and nothing that could fail for want of WooCommerce's classes.
 */
final class Dependency implements Service {

	/**
	 * Whether WooCommerce is loaded. Reliable from plugins_loaded on, whatever order the plugins load in.
	 */
	public static function is_met(): bool {
		return class_exists( 'WooCommerce', false );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_notices', [ $this, 'print_notice' ] );
	}

	/**
	 * Tells the people who can fix it.
	 */
	public function print_notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'Shop Stripe Gateway requires WooCommerce to be installed and active.', 'shop-stripe-gateway' )
		);
	}
}
