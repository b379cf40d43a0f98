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
 * The storefront core loads on product archives only. (How it is registered: ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	/** @return array<string, array{array<string, string>, bool}> query of the page, whether the filter is there */
	public static function storefront_pages(): array {
		return [
			'shop page'         => [ [ 'post_type' => 'product' ], true ],
			'product category'  => [ [ 'product_cat' => 'uncategorized' ], true ],
			'product tag'       => [ [ 'product_tag' => 'sale' ], true ],
			'product search'    => [ [ 's' => 'shirt', 'post_type' => 'product' ], true ],
			'single product'    => [ [ 'post_type' => 'product', 'name' => 'shirt' ], false ],
			'blog home'         => [ [], false ],
			'blog search'       => [ [ 's' => 'shirt' ], false ],
			'blog category'     => [ [ 'category_name' => 'uncategorized' ], false ],
		];
	}

	/**
	 * @dataProvider storefront_pages
	 * @param array<string, string> $query Query of the page.
	 */
	public function test_storefront_core_is_enqueued_on_product_archives_only( array $query, bool $expected ): void {
		$this->require_woocommerce();
		// An archive exists only for a term that does; WooCommerce creates the Uncategorized category, but no tag.
		wp_insert_term( 'Sale', 'product_tag', [ 'slug' => 'sale' ] );

		$this->assertSame( $expected, in_array( 'shop-filter-frontend', $this->scripts_enqueued_on( $query ), true ) );
	}
}
