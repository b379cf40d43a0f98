<?php
/**
 * Declares which WooCommerce features the plugin supports.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\WooCommerce;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use ShopSocialIcons\Service;

use const ShopSocialIcons\FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Compatible with order storage in custom tables (HPOS) and with the cart and checkout blocks.
 * Does nothing when WooCommerce is absent: the action never fires.
 */
final class Compatibility implements Service {

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
		FeaturesUtil::declare_compatibility( 'custom_order_tables', FILE, true );
		FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', FILE, true );
	}
}
