<?php
/**
 * The tags of the banner UI handle, handed to the storefront core.
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
 * The `<link>` and `<script>` tags WordPress would print for `shop-consent-ui` and its dependency chain, in order.
 * The handle is registered, never enqueued: the core injects these tags only when the banner must show.
 */
final class UiMarkup {

	/**
	 * The markup, empty when the UI has not been built.
	 */
	public function markup(): string {
		if ( ! wp_script_is( Scripts::UI, 'registered' ) ) {
			return '';
		}
		return $this->styles() . $this->scripts();
	}

	/**
	 * Style tags of the UI, printed by a copy of the styles queue so the page's own queue is untouched.
	 */
	private function styles(): string {
		if ( ! wp_style_is( Scripts::UI, 'registered' ) ) {
			return '';
		}
		$styles = clone wp_styles();
		$this->reset( $styles );
		ob_start();
		$styles->do_items( [ Scripts::UI ] );
		return (string) ob_get_clean();
	}

	/**
	 * Script tags of the UI and its dependencies.
	 */
	private function scripts(): string {
		$scripts = clone wp_scripts();
		$this->reset( $scripts );
		ob_start();
		$scripts->do_items( [ Scripts::UI ] );
		return (string) ob_get_clean();
	}

	/**
	 * Forgets what the copy printed already, so the whole chain comes out whatever the page printed.
	 *
	 * @param WP_Scripts|WP_Styles $dependencies The copy.
	 */
	private function reset( $dependencies ): void {
		$dependencies->done     = [];
		$dependencies->to_do    = [];
		$dependencies->queue    = [];
		$dependencies->args     = [];
		$dependencies->groups   = [];
		$dependencies->do_concat = false;
	}
}
