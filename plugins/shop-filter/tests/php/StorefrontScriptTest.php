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
 * The storefront core only marks the page as handled, so no storefront page, product archives included, requests it.
 * (How it is registered: ShopBundle\Tests\PluginScriptsContractTest.)
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
	public function test_no_storefront_page_requests_the_core_while_it_has_nothing_to_do( array $query ): void {
		$this->require_woocommerce();
		// An archive exists only for a term that does; WooCommerce creates the Uncategorized category, but no tag.
		wp_insert_term( 'Sale', 'product_tag', [ 'slug' => 'sale' ] );

		$this->assertNotContains( 'shop-filter-frontend', $this->scripts_enqueued_on( $query ) );
	}
}
