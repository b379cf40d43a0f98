<?php
/**
 * What deleting Shop Stripe Gateway from wp-admin leaves behind.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;

/**
 * uninstall.php runs through WordPress's uninstall_plugin(), which defines WP_UNINSTALL_PLUGIN: hence a process of
 * its own (with the test database's rollback as usual).
 */
final class UninstallTest extends TestCase {

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_removes_the_saved_gateway_settings_and_leaves_nothing_else(): void {
		global $wpdb;
		$this->require_woocommerce();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		( new CardGateway() )->update_option( 'secret_key', 'sk_test_123' );
		$this->assertIsArray( get_option( 'woocommerce_shop_stripe_card_settings' ) );

		$this->assertTrue( uninstall_plugin( 'shop-stripe-gateway/shop-stripe-gateway.php' ) );

		wp_cache_flush();
		$this->assertFalse( get_option( 'woocommerce_shop_stripe_card_settings' ) );
		$options = $wpdb->get_col(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%shop\\_stripe%' OR option_name LIKE '%shop-stripe%'"
		);
		$tables  = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shop_stripe' ) . '%' ) );
		$this->assertSame( [], $options );
		$this->assertSame( [], $tables );
	}
}
