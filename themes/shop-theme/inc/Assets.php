<?php
/**
 * The theme's scripts.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

/**
 * Enqueues the storefront core (build/frontend.js, from src/frontend/index.ts) on every page, deferred, with the
 * dependencies and version that `wp-scripts build` wrote to build/frontend.asset.php.
 */
final class Assets {

	/** Storefront core: small, no React. */
	public const FRONTEND = 'shop-theme-frontend';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue_frontend' ] );
	}

	/**
	 * Enqueues the storefront core, when it has been built.
	 */
	public function enqueue_frontend(): void {
		$asset_file = DIR . 'build/frontend.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		if ( ! is_array( $asset ) || ! is_array( $asset['dependencies'] ?? null ) || ! is_string( $asset['version'] ?? null ) ) {
			return;
		}

		wp_enqueue_script(
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
