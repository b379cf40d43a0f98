<?php
/**
 * The filter slot a filter plugin can take.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;

/**
 * `shop_theme_filter_slot`: without an answer the slot keeps the category list and the overlay its disclosure;
 * with one, both show the plugin's markup.
 */
final class FilterSlotTest extends TestCase {

	private const SLOT    = '<!-- wp:group {"className":"shop-theme-filter-slot"} --><div class="wp-block-group shop-theme-filter-slot"><p>Categories</p></div><!-- /wp:group -->';
	private const OVERLAY = '<!-- wp:details {"className":"shop-theme-filter-overlay"} --><details class="wp-block-details shop-theme-filter-overlay"><summary>Filter products</summary></details><!-- /wp:details -->';

	protected function tearDown(): void {
		remove_all_filters( 'shop_theme_filter_slot' );
		parent::tearDown();
	}

	public function test_without_a_plugin_the_theme_markup_stays(): void {
		remove_all_filters( 'shop_theme_filter_slot' );

		$this->assertStringContainsString( '<p>Categories</p>', do_blocks( self::SLOT ) );
		$this->assertStringContainsString( '<summary>Filter products</summary>', do_blocks( self::OVERLAY ) );
	}

	public function test_a_plugin_fills_the_slot_and_the_overlay(): void {
		remove_all_filters( 'shop_theme_filter_slot' );
		add_filter( 'shop_theme_filter_slot', static fn ( $markup, string $place ): string => "<form data-place=\"{$place}\"></form>", 10, 2 );

		$slot    = do_blocks( self::SLOT );
		$overlay = do_blocks( self::OVERLAY );

		$this->assertSame( '<div class="wp-block-group shop-theme-filter-slot"><form data-place="sidebar"></form></div>', trim( $slot ) );
		$this->assertSame( '<div class="shop-theme-filter-overlay-slot"><form data-place="overlay"></form></div>', trim( $overlay ) );
	}
}
