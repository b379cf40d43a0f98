<?php
/**
 * Registration of a script that `wp-scripts build` wrote to build/.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

use ShopTheme\Kit\Assets\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers build/<name>.js with the dependencies and version of build/<name>.asset.php, through the kit's
 * Assets\BuildAssets (the plugins' reader of asset files too). Nothing is registered when the theme has not been
 * built, so a missing build shows as a missing behaviour, never as a fatal. Every built script of the theme goes
 * through it, and the versions of its built stylesheets come from it.
 */
final class BuiltScript {

	/** Loading arguments of the storefront's scripts: none of them may hold up the first paint. */
	public const DEFERRED = BuildAssets::DEFERRED;

	/**
	 * Registers the script; false when it has not been built.
	 *
	 * @param string               $handle     Script handle.
	 * @param string               $name       Entry name in webpack.config.js.
	 * @param array<string, mixed> $args       wp_register_script()'s loading arguments.
	 * @param list<string>         $extra_deps Handles the build cannot see (our own scripts it does not import),
	 *                                         after the asset file's dependencies.
	 */
	public static function register( string $handle, string $name, array $args, array $extra_deps = [] ): bool {
		return self::build()->register_script( $handle, $name, $args, $extra_deps );
	}

	/**
	 * Registers the stylesheet an entry imports (build/style-<name>.css), with the entry's version; false when there is none.
	 *
	 * @param string $handle Style handle.
	 * @param string $name   Entry name in webpack.config.js.
	 */
	public static function register_style( string $handle, string $name ): bool {
		return self::build()->register_style( $handle, $name );
	}

	/**
	 * An entry's version: the build's hash of what it wrote for it, the same in every web node's copy of the theme
	 * (a file's time is not); null when it was not built.
	 *
	 * @param string $name Entry name in webpack.config.js.
	 */
	public static function version( string $name ): ?string {
		return self::build()->version( $name );
	}

	/**
	 * The reader of the theme's build (in this theme's folder, never in a child theme's): one for the request, as the
	 * theme's URL takes WordPress a look-up and filters each time (thirty stylesheets' versions read it on every page).
	 */
	private static function build(): BuildAssets {
		static $build = null;
		return $build ??= new BuildAssets( DIR, get_template_directory_uri() . '/' );
	}
}
