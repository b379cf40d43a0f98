<?php
/**
 * What deleting Shop Consent from wp-admin leaves behind.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;

/**
 * uninstall.php runs through WordPress's uninstall_plugin(), which defines WP_UNINSTALL_PLUGIN: hence a process of
 * its own (with the test database's rollback as usual).
 */
final class UninstallTest extends TestCase {

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_leaves_no_option_or_table_of_the_plugin(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';

		$this->assertTrue( uninstall_plugin( 'shop-consent/shop-consent.php' ) );

		$options = $wpdb->get_col(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%shop\\_consent%' OR option_name LIKE '%shop-consent%'"
		);
		$tables  = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shop_consent' ) . '%' ) );
		$this->assertSame( [], $options );
		$this->assertSame( [], $tables );
	}
}
