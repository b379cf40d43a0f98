<?php
/**
 * A plugin that needs WooCommerce.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\WooCommerce;

use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Detects WooCommerce. When it is missing, the plugin registers this service instead of its features:
 * an admin notice, and nothing that could fail for want of WooCommerce's classes.
 */
final class Dependency implements Service {

	/**
	 * Constructor.
	 *
	 * @param string $plugin_name The plugin's name as its header gives it, e.g. "Shop Filter".
	 */
	public function __construct( private string $plugin_name ) {}

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
			esc_html(
				sprintf(
					/* translators: %s: the plugin's name. */
					__( '%s requires WooCommerce to be installed and active.', 'shop-kit' ),
					$this->plugin_name
				)
			)
		);
	}
}
