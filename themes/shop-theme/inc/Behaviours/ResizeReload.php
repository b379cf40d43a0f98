<?php
/**
 * Reload on resize.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

use ShopTheme\Assets;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the reload-on-resize script (Assets::RESIZE_RELOAD) only when its option is on: it is off by default (a
 * reload loses what a shopper typed), so the core every page loads does not carry it.
 */
final class ResizeReload implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ] );
	}

	/**
	 * Enqueues the script when the option is on.
	 */
	public function enqueue(): void {
		if ( ThemeOptions::on( 'reload_on_resize' ) ) {
			wp_enqueue_script( Assets::RESIZE_RELOAD );
		}
	}
}
