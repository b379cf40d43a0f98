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
 * dependency chain (React included), printed by copies of the queues so the page's own queues are untouched. The
 * core's ui-loader skips tags whose id the page has already, so React is never loaded twice.
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
		$markup = wp_style_is( $handle, 'registered' ) ? $this->print( clone wp_styles(), $handle ) : '';
		return $markup . $this->print( clone wp_scripts(), $handle );
	}

	/**
	 * Prints a handle's chain from a fresh copy of a queue.
	 *
	 * @param WP_Dependencies $queue  Copy of wp_scripts() or wp_styles().
	 * @param string          $handle Handle.
	 */
	private function print( WP_Dependencies $queue, string $handle ): string {
		$queue->done   = [];
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
