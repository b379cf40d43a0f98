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

	/**
	 * Behind a load balancer each web node has its own copy of the theme, its files written at another time: the
	 * dialog's stylesheet was versioned by its file's time, so each node found the other's chain out of date and
	 * drew and stored it again (an autoloaded option written on every shop page, alternately), with other tags.
	 */
	public function test_another_web_nodes_copy_of_the_theme_finds_the_chain_kept(): void {
		$this->require_woocommerce();
		$cache = self::cache();
		$whole = ( new HandleMarkup( $cache ) )->markup( ShopScripts::QUICK_VIEW );
		$css   = get_template_directory() . '/build/style-quick-view.css';
		$time  = (int) filemtime( $css );

		touch( $css, $time - HOUR_IN_SECONDS ); // The other node's copy.
		clearstatcache();
		try {
			wp_deregister_style( ShopScripts::QUICK_VIEW );
			wp_deregister_script( ShopScripts::QUICK_VIEW );
			( new ShopScripts( new HandleMarkup( $cache ) ) )->register_scripts();

			$this->assertSame( $whole, $cache->get( ShopScripts::QUICK_VIEW ), 'the chain kept on the first node is current on the second' );
			$asset = require get_template_directory() . '/build/quick-view.asset.php';
			$this->assertStringContainsString( 'style-quick-view.css?ver=' . $asset['version'], $whole, 'versioned by the build\'s hash' );
		} finally {
			touch( $css, $time );
			clearstatcache();
		}
	}
}
