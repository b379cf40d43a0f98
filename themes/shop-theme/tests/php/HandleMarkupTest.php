<?php
/**
 * The tags of a handle the storefront core loads on first need (quick view).
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\Support\PageOwnScript;
use ShopBundle\Tests\TestCase;
use ShopTheme\Kit\Assets\HandleMarkup;
use ShopTheme\Kit\Assets\HandleMarkupCache;
use ShopTheme\Shop\ShopScripts;

/**
 * Quick view's tags come with their dependency chain, without what the page prints itself (its tags and its inline
 * scripts are the page's), and without touching the page's queue. A chain drawn whole is kept in the theme's option
 * (the kit's HandleMarkupCache) and given on the pages after, until a theme switch or an update.
 */
final class HandleMarkupTest extends TestCase {
	use PageOwnScript;

	protected function setUp(): void {
		parent::setUp();
		self::cache()->forget();
	}

	/** The chains kept in the theme's option, as Theme wires them. */
	private static function cache(): HandleMarkupCache {
		return new HandleMarkupCache( ShopScripts::MARKUP_OPTION );
	}

	/**
	 * On the block cart WooCommerce attaches its cross-sells to `wp-hooks` as an inline script (27 kB): the quick view
	 * settings printed it again inside their markup (issue 27).
	 */
	public function test_handles_the_page_prints_are_left_out_with_their_inline_scripts(): void {
		$this->require_woocommerce();
		$saved = wp_scripts()->queue;
		[ $markup, $queue ] = $this->while_the_page_prints_hooks(
			static fn (): string => ( new HandleMarkup() )->markup( ShopScripts::QUICK_VIEW )
		);

		$this->assertStringNotContainsString( 'pageOwnHooksScript', $markup );
		$this->assertStringNotContainsString( 'id="wp-hooks-js"', $markup );
		$this->assertStringContainsString( 'id="react-js"', $markup, 'what the page does not print stays' );
		$this->assertStringContainsString( 'id="shop-theme-quick-view-js"', $markup );
		// Keys say nothing: an earlier test's dequeue leaves gaps that the spread closes.
		$this->assertSame( [ ...$saved, 'wp-hooks' ], array_values( $queue ), 'markup() leaves the page queue as it was' );
		$this->assertStringContainsString( 'id="wp-hooks-js"', ( new HandleMarkup() )->markup( ShopScripts::QUICK_VIEW ), 'the chain is whole on a page without it' );
	}

	/**
	 * Drawing resolves the page's whole queue on every page with a shop button: the theme keeps the chain drawn whole
	 * and gives it after, also where the page prints part of it (the core skips tags whose id the page has).
	 */
	public function test_a_chain_drawn_whole_is_kept_and_forgotten_on_a_theme_switch(): void {
		$this->require_woocommerce();
		$cache = self::cache();
		$whole = ( new HandleMarkup( $cache ) )->markup( ShopScripts::QUICK_VIEW );
		$this->assertStringContainsString( 'id="shop-theme-quick-view-js"', $whole );
		$this->assertSame( $whole, $cache->get( ShopScripts::QUICK_VIEW ) );

		[ $markup ] = $this->while_the_page_prints_hooks(
			static fn (): string => ( new HandleMarkup( self::cache() ) )->markup( ShopScripts::QUICK_VIEW )
		);
		$this->assertSame( $whole, $markup, 'given, not drawn again' );
		$this->assertStringNotContainsString( 'pageOwnHooksScript', $markup );

		$cache->register();
		do_action( 'switch_theme', 'twentytwentyfive', wp_get_theme( 'twentytwentyfive' ), wp_get_theme() );
		$this->assertFalse( get_option( ShopScripts::MARKUP_OPTION ), 'another theme, other addresses' );
	}
}
