<?php
/**
 * Loads a package's classes from its folder, one class per file.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit;

defined( 'ABSPATH' ) || exit;

/**
 * Maps `<Namespace>\Sub\Name` to `<dir>Sub/Name.php`. The package's main file requires this one file by hand (it
 * cannot autoload itself) and registers the package's namespace with it; every other class is autoloaded.
 */
final class Autoloader {

	/**
	 * Registers the autoloader of one namespace.
	 *
	 * @param string $namespace_name The package's root namespace, e.g. `ShopConsent`.
	 * @param string $dir            Absolute path of the folder its classes live in, with a trailing slash.
	 */
	public static function register( string $namespace_name, string $dir ): void {
		$prefix = $namespace_name . '\\';
		spl_autoload_register(
			static function ( string $class_name ) use ( $prefix, $dir ): void {
				if ( ! str_starts_with( $class_name, $prefix ) ) {
					return;
				}
				$path = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_readable( $path ) ) {
					require $path;
				}
			}
		);
	}
}
