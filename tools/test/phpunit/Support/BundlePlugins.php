<?php
/**
 * The plugins of the bundle, for the tests every plugin must pass.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * The plugins' slugs (also their folder, main file and text domain) and whether each one requires WooCommerce.
 */
final class BundlePlugins {

	/** @return array<string, bool> slug => whether the plugin requires WooCommerce */
	public static function requiring_woocommerce(): array {
		return [
			'shop-consent'        => false,
			'shop-social-icons'   => false,
			'shop-filter'         => true,
			'shop-stripe-gateway' => true,
		];
	}

	/** @return array<string, array{string, bool}> slug => [slug, whether it requires WooCommerce], a data provider's rows */
	public static function rows(): array {
		$rows = [];
		foreach ( self::requiring_woocommerce() as $slug => $woocommerce ) {
			$rows[ $slug ] = [ $slug, $woocommerce ];
		}
		return $rows;
	}
}
