<?php
/**
 * WordPress deleting a plugin, as it does from wp-admin: the plugin is inactive, so nothing of it is loaded, and
 * uninstall_plugin() runs its uninstall.php. For PluginUninstallContractTest, in a PHP process of its own.
 *
 * Run as `php uninstall-inactive.php <plugin file>` on the test database (SHOP_TEST_DB=1), with the plugin named in
 * the stack's `X-Shop-Bench-Without` (HTTP_X_SHOP_BENCH_WITHOUT in the environment), which leaves it out of the
 * request without the deactivation hooks. Prints whether the plugin was loaded and what uninstall_plugin() answered,
 * as JSON, or the error.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a test script, not WordPress code.

require dirname( __DIR__, 3 ) . '/stack/php/wp-context.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$shop_plugin    = (string) ( $argv[1] ?? '' );
$shop_namespace = (string) ( $argv[2] ?? '' );
$shop_loaded    = class_exists( $shop_namespace . '\Plugin', false );
try {
	echo wp_json_encode( [ 'loaded' => $shop_loaded, 'uninstalled' => uninstall_plugin( $shop_plugin ) ] );
} catch ( Throwable $shop_error ) {
	echo get_class( $shop_error ), ': ', $shop_error->getMessage();
}
