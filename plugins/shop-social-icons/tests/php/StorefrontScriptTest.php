<?php
/**
 * Where Shop Social Icons's storefront core loads: on pages that render icons only.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Settings\Settings;

/**
 * A page without icons requests neither the core nor its stylesheet; the floating widget, rendered at
 * wp_enqueue_scripts, brings both. (Lists in the content enqueue them as they render: RendererTest.)
 * How the handle is registered: ShopBundle\Tests\PluginScriptsContractTest.
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

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
	public function test_a_page_without_icons_does_not_request_the_core( array $query ): void {
		$this->assertNotContains( 'shop-social-icons-frontend', $this->scripts_enqueued_on( $query ) );
	}

	/**
	 * @dataProvider storefront_pages
	 * @param array<string, string> $query Query of the page.
	 */
	public function test_the_floating_widget_requests_the_core_on_every_page( array $query ): void {
		update_option( Settings::OPTION, [ 'floating_enabled' => true ] );

		$this->assertContains( 'shop-social-icons-frontend', $this->scripts_enqueued_on( $query ) );
	}
}
