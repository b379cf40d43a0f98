<?php
/**
 * Where Shop Consent's storefront script loads.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;

/**
 * The storefront core loads on every storefront page. (How it is registered: ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	/** @return array<string, array{array<string, string>}> */
	public static function storefront_pages(): array {
		return [
			'blog home'      => [ [] ],
			'search results' => [ [ 's' => 'cookies' ] ],
		];
	}

	/**
	 * @dataProvider storefront_pages
	 * @param array<string, string> $query Query of the page.
	 */
	public function test_storefront_core_is_enqueued_on_every_storefront_page( array $query ): void {
		$this->assertContains( 'shop-consent-frontend', $this->scripts_enqueued_on( $query ) );
	}
}
