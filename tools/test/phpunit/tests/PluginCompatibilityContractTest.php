<?php
/**
 * The WooCommerce features each plugin declares itself compatible with.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use ShopBundle\Tests\Support\BundlePlugins;

/**
 * WooCommerce lists every plugin as compatible, so it warns nobody when they turn these features on.
 */
final class PluginCompatibilityContractTest extends TestCase {

	/** @return array<string, array{string, string}> plugin file, WooCommerce feature */
	public static function plugin_features(): array {
		$features = [
			'order storage in custom tables (HPOS)' => 'custom_order_tables',
			'cart and checkout blocks'              => 'cart_checkout_blocks',
		];
		$rows     = [];
		foreach ( array_keys( BundlePlugins::requiring_woocommerce() ) as $slug ) {
			foreach ( $features as $name => $feature ) {
				$rows[ "$slug, $name" ] = [ "$slug/$slug.php", $feature ];
			}
		}
		return $rows;
	}

	/** @dataProvider plugin_features */
	public function test_woocommerce_lists_the_plugin_as_compatible_with_the_feature( string $plugin_file, string $feature ): void {
		$this->require_woocommerce();

		$plugins = FeaturesUtil::get_compatible_plugins_for_feature( $feature );

		$this->assertContains( $plugin_file, $plugins['compatible'] );
		$this->assertNotContains( $plugin_file, $plugins['incompatible'] );
	}
}
