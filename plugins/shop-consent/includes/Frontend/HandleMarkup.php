<?php
/**
 * The tags of a handle the storefront core loads on first need, handed to it in the settings.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Assets\Scripts;
use WP_Scripts;
use WP_Styles;

defined( 'ABSPATH' ) || exit;

/**
 * The `<link>` and `<script>` tags WordPress would print for a handle and its dependency chain, in order: the banner
 * UI (`shop-consent-ui`, React) and the actions (`shop-consent-actions`). The handles are registered, never
 * enqueued: the core injects these tags only when it needs them. Handles the page prints itself are left out: the
 * core's injector skips a tag whose id the page has, and their inline scripts are the page's, not the chain's (on the
 * block cart, WooCommerce's `wp-hooks` inline script carries its cross-sells: 27 kB, which were printed again in the
 * settings; issue 27).
 */
final class HandleMarkup {

	/**
	 * The markup, empty when the handle has not been built.
	 *
	 * @param string $handle A registered script handle (with a style of the same name or none).
	 */
	public function markup( string $handle = Scripts::UI ): string {
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return '';
		}
		return $this->styles( $handle ) . $this->scripts( $handle );
	}

	/**
	 * Style tags of the handle, printed by a copy of the styles queue so the page's own queue is untouched.
	 */
	private function styles( string $handle ): string {
		if ( ! wp_style_is( $handle, 'registered' ) ) {
			return '';
		}
		$styles = clone wp_styles();
		$this->reset( $styles, wp_styles() );
		ob_start();
		$styles->do_items( [ $handle ] );
		return (string) ob_get_clean();
	}

	/**
	 * Script tags of the handle and its dependencies.
	 *
	 * @param string $handle The handle.
	 */
	private function scripts( string $handle ): string {
		$scripts = clone wp_scripts();
		$this->reset( $scripts, wp_scripts() );
		ob_start();
		$scripts->do_items( [ $handle ] );
		return (string) ob_get_clean();
	}

	/**
	 * Empties the copy's queue and marks done what the page prints (printed already, or queued with its
	 * dependencies), so only the rest of the chain comes out.
	 *
	 * @param WP_Scripts|WP_Styles $dependencies The copy.
	 * @param WP_Scripts|WP_Styles $page         The page's queue.
	 */
	private function reset( $dependencies, $page ): void {
		$queued = clone $page;
		$queued->to_do = [];
		$queued->all_deps( $queued->queue );
		$dependencies->done     = array_values( array_unique( array_merge( $page->done, $queued->to_do ) ) );
		$dependencies->to_do    = [];
		$dependencies->queue    = [];
		$dependencies->args     = [];
		$dependencies->groups   = [];
		$dependencies->do_concat = false;
	}
}
