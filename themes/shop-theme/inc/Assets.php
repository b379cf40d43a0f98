<?php
/**
 * The theme's scripts.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the storefront core (build/frontend.js, from src/frontend/index.ts), deferred, with the dependencies and
 * version that `wp-scripts build` wrote to build/frontend.asset.php. Nothing enqueues it while it has nothing to do:
 * a page gets no request for it until a theme behaviour (menus, back-to-top button...) renders there and enqueues
 * self::FRONTEND.
 */
final class Assets implements Service {

	/** Storefront core: small, no React. */
	public const FRONTEND = 'shop-theme-frontend';

	/** The pre-loader's fades, only where the option draws it (off by default). */
	public const PRELOADER = 'shop-theme-preloader';

	/** Reload on resize, only when its option is on (off by default). */
	public const RESIZE_RELOAD = 'shop-theme-resize-reload';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_frontend' ] );
	}

	/**
	 * Registers the storefront core and the scripts of the options that are off by default, when they have been built.
	 */
	public function register_frontend(): void {
		BuiltScript::register( self::FRONTEND, 'frontend', BuiltScript::DEFERRED );
		BuiltScript::register( self::PRELOADER, 'preloader', BuiltScript::DEFERRED );
		BuiltScript::register( self::RESIZE_RELOAD, 'resize-reload', BuiltScript::DEFERRED );
	}
}
