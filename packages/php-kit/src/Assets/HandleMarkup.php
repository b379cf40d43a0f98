<?php
/**
 * The tags of a handle a storefront core loads on first need, handed to it in the page.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Assets;

use WP_Dependencies;

defined( 'ABSPATH' ) || exit;

/**
 * The `<link>` and `<script>` tags WordPress would print for a handle and its dependency chain, in order (Shop
 * Consent's settings UI and actions, Shop Theme's quick view). The handles are registered, never enqueued: the
 * storefront core injects these tags only when it needs them (the runtime's ui-loader), and skips a tag whose id the
 * page has.
 *
 * Handles the page prints itself are left out of what is drawn, as their inline scripts are the page's, not the
 * chain's (on the block cart, WooCommerce's `wp-hooks` inline script carries its cross-sells: 27 kB, which were
 * printed again in the settings; issue 27). Drawing resolves the page's whole queue (about 1 ms on the checkout), so
 * a chain drawn whole, on a page that prints none of it, is kept (HandleMarkupCache) and given on every page after.
 */
final class HandleMarkup {

	/**
	 * Constructor.
	 *
	 * @param HandleMarkupCache|null $cache The chains kept; without it, every chain is drawn each time.
	 */
	public function __construct( private ?HandleMarkupCache $cache = null ) {}

	/**
	 * The markup, empty when the handle has not been built.
	 *
	 * @param string $handle A registered script handle (with a style of the same name or none).
	 */
	public function markup( string $handle ): string {
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return '';
		}
		$kept = $this->cache?->get( $handle );
		if ( null !== $kept ) {
			return $kept;
		}
		$whole  = true;
		$markup = $this->draw( wp_styles(), $handle, $whole ) . $this->draw( wp_scripts(), $handle, $whole );
		if ( $whole ) {
			$this->cache?->keep( $handle, $markup );
		}
		return $markup;
	}

	/**
	 * The tags of the handle's chain the page does not print, from a copy of the queue so the page's is untouched.
	 *
	 * @param WP_Dependencies $page   wp_styles() or wp_scripts().
	 * @param string          $handle The handle; a style handle that is not registered draws nothing.
	 * @param bool            $whole  Set to false when the page prints part of the chain.
	 */
	private function draw( WP_Dependencies $page, string $handle, bool &$whole ): string {
		if ( ! isset( $page->registered[ $handle ] ) ) {
			return '';
		}
		$printed = $this->printed_by( $page );
		if ( array_intersect( $this->chain( $page, $handle ), $printed ) ) {
			$whole = false;
		}
		$copy            = $this->emptied( $page );
		$copy->done      = $printed;
		$copy->do_concat = false;
		ob_start();
		$copy->do_items( [ $handle ] );
		return (string) ob_get_clean();
	}

	/**
	 * What the page prints: printed already, or queued with its dependencies.
	 *
	 * @param WP_Dependencies $page The page's queue.
	 * @return list<string>
	 */
	private function printed_by( WP_Dependencies $page ): array {
		$queued = $this->emptied( $page );
		$queued->all_deps( $page->queue );
		return array_values( array_unique( array_merge( $page->done, $queued->to_do ) ) );
	}

	/**
	 * The handle and its dependencies.
	 *
	 * @param WP_Dependencies $page   The page's queue.
	 * @param string          $handle The handle.
	 * @return list<string>
	 */
	private function chain( WP_Dependencies $page, string $handle ): array {
		$copy = $this->emptied( $page );
		$copy->all_deps( [ $handle ] );
		return $copy->to_do;
	}

	/**
	 * A copy of the queue with nothing queued, printed or grouped.
	 *
	 * @param WP_Dependencies $page The page's queue.
	 */
	private function emptied( WP_Dependencies $page ): WP_Dependencies {
		$copy         = clone $page;
		$copy->to_do  = [];
		$copy->done   = [];
		$copy->queue  = [];
		$copy->args   = [];
		$copy->groups = [];
		return $copy;
	}
}
