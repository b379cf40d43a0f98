<?php
/**
 * What deleting Shop Stripe Gateway from wp-admin does to the card gateway's settings.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;

/**
 * uninstall.php deletes the settings WooCommerce saved for the gateway, in a process of its own as
 * uninstall_plugin() defines WP_UNINSTALL_PLUGIN. (That nothing else is left: ShopBundle\Tests\PluginUninstallContractTest.)
 */
final class UninstallTest extends TestCase {

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_removes_the_saved_gateway_settings(): void {
		$this->require_woocommerce();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		( new CardGateway() )->update_option( 'secret_key', 'sk_test_123' );
		$this->assertIsArray( get_option( 'woocommerce_stripe_settings' ) );

		$this->assertTrue( uninstall_plugin( 'shop-stripe-gateway/shop-stripe-gateway.php' ) );

		wp_cache_flush();
		$this->assertFalse( get_option( 'woocommerce_stripe_settings' ) );
	}
}
