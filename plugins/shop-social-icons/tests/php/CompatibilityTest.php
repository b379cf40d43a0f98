<?php
/**
 * The WooCommerce features Shop Social Icons declares itself compatible with.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use ShopBundle\Tests\TestCase;

/**
 * WooCommerce lists the plugin as compatible, so it warns nobody when they turn these features on.
 */
final class CompatibilityTest extends TestCase {

	/** @return array<string, array{string}> */
	public static function features(): array {
		return [
			'order storage in custom tables (HPOS)' => [ 'custom_order_tables' ],
			'cart and checkout blocks'              => [ 'cart_checkout_blocks' ],
		];
	}

	/** @dataProvider features */
	public function test_woocommerce_lists_the_plugin_as_compatible_with_the_feature( string $feature ): void {
		$this->require_woocommerce();

		$plugins = FeaturesUtil::get_compatible_plugins_for_feature( $feature );

		$this->assertContains( 'shop-social-icons/shop-social-icons.php', $plugins['compatible'] );
		$this->assertNotContains( 'shop-social-icons/shop-social-icons.php', $plugins['incompatible'] );
	}
}
