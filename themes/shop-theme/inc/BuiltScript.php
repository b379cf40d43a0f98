<?php
/**
 * Registration of a script that `wp-scripts build` wrote to build/.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

defined( 'ABSPATH' ) || exit;

/**
 * Registers build/<name>.js with the dependencies and version of build/<name>.asset.php. Nothing is registered when
 * the theme has not been built, so a missing build shows as a missing behaviour, never as a fatal. This is the theme's
 * one reader of asset files: every built script goes through it.
 */
final class BuiltScript {

	/** Loading arguments of the storefront's scripts: none of them may hold up the first paint. */
	public const DEFERRED = [
		'strategy'  => 'defer',
		'in_footer' => true,
	];

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
		$path  = DIR . 'build/' . $name . '.asset.php';
		$asset = is_readable( $path ) ? require $path : null;
		if ( ! is_array( $asset ) || ! is_array( $asset['dependencies'] ?? null ) || ! is_string( $asset['version'] ?? null ) ) {
			return false;
		}
		return wp_register_script(
			$handle,
			get_theme_file_uri( 'build/' . $name . '.js' ),
			array_merge( $asset['dependencies'], $extra_deps ),
			$asset['version'],
			$args
		);
	}
}
