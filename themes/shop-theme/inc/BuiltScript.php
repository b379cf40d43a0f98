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
 * through it.
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
		// The build lives in this theme's folder, never in a child theme's.
		return ( new BuildAssets( DIR, get_template_directory_uri() . '/' ) )->register_script( $handle, $name, $args, $extra_deps );
	}
}
