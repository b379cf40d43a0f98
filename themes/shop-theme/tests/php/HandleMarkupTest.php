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
use ShopTheme\Shop\HandleMarkup;
use ShopTheme\Shop\ShopScripts;

/**
 * Quick view's tags come with their dependency chain, without what the page prints itself (its tags and its inline
 * scripts are the page's), and without touching the page's queue.
 */
final class HandleMarkupTest extends TestCase {
	use PageOwnScript;

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
}
