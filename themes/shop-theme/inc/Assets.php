<?php
/**
 * The theme's scripts.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

/**
 * Registers the storefront core (build/frontend.js, from src/frontend/index.ts), deferred, with the dependencies and
 * version that `wp-scripts build` wrote to build/frontend.asset.php. Nothing enqueues it while it has nothing to do:
 * a page gets no request for it until a theme behaviour (menus, back-to-top button...) renders there and enqueues
 * self::FRONTEND.
 */
final class Assets implements Service {

	/** Storefront core: small, no React. */
	public const FRONTEND = 'shop-theme-frontend';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_frontend' ] );
	}

	/**
	 * Registers the storefront core, when it has been built.
	 */
	public function register_frontend(): void {
		$asset_file = DIR . 'build/frontend.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		if ( ! is_array( $asset ) || ! is_array( $asset['dependencies'] ?? null ) || ! is_string( $asset['version'] ?? null ) ) {
			return;
		}

		wp_register_script(
			self::FRONTEND,
			get_theme_file_uri( 'build/frontend.js' ),
			$asset['dependencies'],
			$asset['version'],
			[
				'strategy'  => 'defer',
				'in_footer' => true,
			]
		);
	}
}
