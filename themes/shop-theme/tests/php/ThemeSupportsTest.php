<?php
/**
 * The features Shop Theme declares to WordPress and WooCommerce.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopTheme\Theme;

/**
 * On after_setup_theme the theme declares support for WooCommerce and its product gallery's zoom, lightbox and slider.
 */
final class ThemeSupportsTest extends TestCase {

	use HookedCallback;

	/** @return array<string, array{string}> */
	public static function features(): array {
		return [
			'WooCommerce'              => [ 'woocommerce' ],
			'product gallery zoom'     => [ 'wc-product-gallery-zoom' ],
			'product gallery lightbox' => [ 'wc-product-gallery-lightbox' ],
			'product gallery slider'   => [ 'wc-product-gallery-slider' ],
		];
	}

	/** @dataProvider features */
	public function test_theme_declares_the_feature_on_after_setup_theme( string $feature ): void {
		$this->assertTrue( current_theme_supports( $feature ), "The site supports $feature." );
		$declare_supports = $this->hooked_callback( 'after_setup_theme', Theme::class );

		// WooCommerce adds the gallery features to every block theme by itself: take the feature away so only the
		// theme's callback can bring it back.
		remove_theme_support( $feature );
		$declare_supports();
		$declared = current_theme_supports( $feature );
		add_theme_support( $feature );

		$this->assertTrue( $declared, "shop-theme declares $feature." );
	}
}
