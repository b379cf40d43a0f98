<?php
/**
 * Where Shop Social Icons's storefront script loads: nowhere yet.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;

/**
 * The storefront core only marks the page as handled, so no storefront page requests it. (How it is registered: ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	/** @return array<string, array{array<string, string>}> */
	public static function storefront_pages(): array {
		return [
			'blog home'      => [ [] ],
			'search results' => [ [ 's' => 'instagram' ] ],
		];
	}

	/**
	 * @dataProvider storefront_pages
	 * @param array<string, string> $query Query of the page.
	 */
	public function test_no_storefront_page_requests_the_core_while_it_has_nothing_to_do( array $query ): void {
		$this->assertNotContains( 'shop-social-icons-frontend', $this->scripts_enqueued_on( $query ) );
	}
}
