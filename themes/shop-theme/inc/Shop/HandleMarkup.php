<?php
/**
 * The tags of the quick view handle, handed to the storefront core so it loads them on the first click.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use WP_Dependencies;

defined( 'ABSPATH' ) || exit;

/**
 * What WordPress would print for a registered (never enqueued) handle: its style, then its scripts with their
 * dependency chain (React included), printed by copies of the queues so the page's own queues are untouched. Handles
 * the page prints itself are left out (the core's ui-loader skips tags whose id the page has, so React is never
 * loaded twice): their inline scripts are the page's, not the chain's (on the block cart, WooCommerce's `wp-hooks`
 * inline script carries its cross-sells, 27 kB; issue 27).
 */
final class HandleMarkup {

	/**
	 * The markup, empty when the handle has not been built.
	 *
	 * @param string $handle A registered script handle, with a style of the same name or none.
	 */
	public function markup( string $handle ): string {
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return '';
		}
		$markup = wp_style_is( $handle, 'registered' ) ? $this->print( wp_styles(), $handle ) : '';
		return $markup . $this->print( wp_scripts(), $handle );
	}

	/**
	 * Prints a handle's chain from a copy of the page's queue, without what the page prints (printed already, or
	 * queued with its dependencies).
	 *
	 * @param WP_Dependencies $page   wp_scripts() or wp_styles().
	 * @param string          $handle Handle.
	 */
	private function print( WP_Dependencies $page, string $handle ): string {
		$queued        = clone $page;
		$queued->to_do = [];
		$queued->all_deps( $queued->queue );
		$queue         = clone $page;
		$queue->done   = array_values( array_unique( array_merge( $page->done, $queued->to_do ) ) );
		$queue->to_do  = [];
		$queue->queue  = [];
		$queue->groups = [];
		if ( property_exists( $queue, 'do_concat' ) ) {
			$queue->do_concat = false;
		}
		ob_start();
		$queue->do_items( [ $handle ] );
		return (string) ob_get_clean();
	}
}
