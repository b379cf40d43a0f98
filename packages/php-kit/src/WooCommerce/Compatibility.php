<?php
/**
 * Declares which WooCommerce features a plugin supports.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\WooCommerce;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Compatible with order storage in custom tables (HPOS) and with the cart and checkout blocks.
 * Does nothing when WooCommerce is absent: the action never fires.
 */
final class Compatibility implements Service {

	/**
	 * Constructor.
	 *
	 * @param string $plugin_file Absolute path of the plugin's main file, which WooCommerce lists the plugin by.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'before_woocommerce_init', [ $this, 'declare_compatibility' ] );
	}

	/**
	 * Declares compatibility; WooCommerce only accepts it during before_woocommerce_init.
	 */
	public function declare_compatibility(): void {
		if ( ! class_exists( FeaturesUtil::class ) ) {
			return;
		}
		FeaturesUtil::declare_compatibility( 'custom_order_tables', $this->plugin_file, true );
		FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', $this->plugin_file, true );
	}
}
