<?php
/**
 * What deleting each plugin from wp-admin leaves behind.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use ShopBundle\Tests\Support\NetworkOfSites;

/**
 * uninstall.php runs through WordPress's uninstall_plugin(), which defines WP_UNINSTALL_PLUGIN: hence a process of
 * its own for each plugin (with the test database's rollback as usual).
 */
final class PluginUninstallContractTest extends TestCase {

	/** @return array<string, array{string, string, string}> plugin file, stem of its option and table names, namespace */
	public static function plugins(): array {
		return [
			'shop-consent'        => [ 'shop-consent/shop-consent.php', 'shop_consent', 'ShopConsent' ],
			'shop-social-icons'   => [ 'shop-social-icons/shop-social-icons.php', 'shop_social_icons', 'ShopSocialIcons' ],
			'shop-filter'         => [ 'shop-filter/shop-filter.php', 'shop_filter', 'ShopFilter' ],
			'shop-stripe-gateway' => [ 'shop-stripe-gateway/shop-stripe-gateway.php', 'shop_stripe', 'ShopStripeGateway' ],
		];
	}

	/**
	 * @dataProvider plugins
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_leaves_no_option_or_table_of_the_plugin( string $plugin_file, string $stem ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';

		$this->assertTrue( uninstall_plugin( $plugin_file ) );

		$options = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
				'%' . $wpdb->esc_like( $stem ) . '%',
				'%' . $wpdb->esc_like( str_replace( '_', '-', $stem ) ) . '%'
			)
		);
		$tables  = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . $stem ) . '%' ) );
		$this->assertSame( [], $options );
		$this->assertSame( [], $tables );
	}

	/**
	 * WordPress deletes a plugin only once it is inactive, so its uninstall.php runs with nothing of the plugin loaded
	 * (the other tests here run it with the plugin loaded: a class uninstall.php did not load itself went unseen).
	 *
	 * @dataProvider plugins
	 */
	public function test_uninstalling_an_inactive_plugin_loads_what_its_cleanup_needs( string $plugin_file, string $stem, string $plugin_namespace ): void {
		global $wpdb;
		$command = [ PHP_BINARY, dirname( __DIR__ ) . '/Support/uninstall-inactive.php', $plugin_file, $plugin_namespace ];
		$env     = [
			'SHOP_TEST_DB'               => '1',
			'HTTP_X_SHOP_BENCH_WITHOUT' => $plugin_file,
		] + getenv();
		$process = proc_open( $command, [ 1 => [ 'pipe', 'w' ], 2 => [ 'pipe', 'w' ] ], $pipes, ABSPATH, $env );
		$this->assertIsResource( $process );
		$out    = (string) stream_get_contents( $pipes[1] );
		$errors = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );

		$this->assertSame( [ 'loaded' => false, 'uninstalled' => true ], json_decode( $out, true ), $out . $errors );
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . $stem ) . '%' ) );
		$this->assertSame( [], $tables, "{$stem}: the uninstall dropped the plugin's tables" );
	}

	/**
	 * Deleting a plugin from a network's admin cleans each of the network's sites in turn (issue 30: social icons and
	 * Stripe cleaned only the main site): its uninstall.php, run whole, goes through the kit's EverySite.
	 *
	 * @dataProvider plugins
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_on_a_network_cleans_each_site_in_turn( string $plugin_file, string $stem, string $plugin_namespace ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		NetworkOfSites::pretend( $plugin_namespace . '\\Kit' );

		$this->assertTrue( uninstall_plugin( $plugin_file ) );

		$this->assertSame( [ 'switch 2', 'restore', 'switch 3', 'restore' ], NetworkOfSites::$calls, "{$stem}: each site in turn, and back" );
	}
}
