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
 * the theme has not been built, so a missing build shows as a missing behaviour, never as a fatal.
 */
final class BuiltScript {

	/**
	 * Registers the script; false when it has not been built.
	 *
	 * @param string               $handle Script handle.
	 * @param string               $name   Entry name in webpack.config.js.
	 * @param array<string, mixed> $args   wp_register_script()'s loading arguments.
	 */
	public static function register( string $handle, string $name, array $args ): bool {
		$path  = DIR . 'build/' . $name . '.asset.php';
		$asset = is_readable( $path ) ? require $path : null;
		if ( ! is_array( $asset ) || ! is_array( $asset['dependencies'] ?? null ) || ! is_string( $asset['version'] ?? null ) ) {
			return false;
		}
		return wp_register_script( $handle, get_theme_file_uri( 'build/' . $name . '.js' ), $asset['dependencies'], $asset['version'], $args );
	}
}
