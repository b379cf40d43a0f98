<?php
/**
 * Where Shop Filter's storefront script loads.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;

/**
 * The storefront core and its style are enqueued by the filter form as it renders (block, shortcode, the theme's
 * filter slot), so a page without a form requests neither. (How it is registered:
 * ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	/** @return array<string, array{array<string, string>}> query of the page */
	public static function storefront_pages(): array {
		return [
			'shop page'         => [ [ 'post_type' => 'product' ] ],
			'product category'  => [ [ 'product_cat' => 'uncategorized' ] ],
			'product tag'       => [ [ 'product_tag' => 'sale' ] ],
			'product search'    => [ [ 's' => 'shirt', 'post_type' => 'product' ] ],
			'single product'    => [ [ 'post_type' => 'product', 'name' => 'shirt' ] ],
			'blog home'         => [ [] ],
			'blog search'       => [ [ 's' => 'shirt' ] ],
			'blog category'     => [ [ 'category_name' => 'uncategorized' ] ],
		];
	}

	/**
	 * @dataProvider storefront_pages
	 * @param array<string, string> $query Query of the page.
	 */
	public function test_no_page_requests_the_core_before_a_form_renders( array $query ): void {
		$this->require_woocommerce();
		// An archive exists only for a term that does; WooCommerce creates the Uncategorized category, but no tag.
		wp_insert_term( 'Sale', 'product_tag', [ 'slug' => 'sale' ] );

		$this->assertNotContains( 'shop-filter-frontend', $this->scripts_enqueued_on( $query ) );
	}

	public function test_a_rendered_form_enqueues_the_core_and_its_style(): void {
		$this->require_woocommerce();
		wp_dequeue_script( 'shop-filter-frontend' );
		wp_dequeue_style( 'shop-filter-frontend' );

		$html = do_shortcode( '[shop_filter facets="price"]' );

		$this->assertStringContainsString( '<form class="shop-filter', $html );
		$this->assertTrue( wp_script_is( 'shop-filter-frontend' ), 'script enqueued' );
		$this->assertTrue( wp_style_is( 'shop-filter-frontend' ), 'style enqueued' );
		wp_dequeue_script( 'shop-filter-frontend' );
		wp_dequeue_style( 'shop-filter-frontend' );
	}
}
