<?php
/**
 * Loads a package's classes from its folder, one class per file, or from its class bundle.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit;

defined( 'ABSPATH' ) || exit;

/**
 * Maps `<Namespace>\Sub\Name` to `<dir>Sub/Name.php`. The package's main file requires this one file by hand (it
 * cannot autoload itself) and registers the package's namespace with it; every other class is autoloaded, or
 * declared at once by the package's class bundle.
 */
final class Autoloader {

	/**
	 * The class bundle's path below the classes folder (packages/php-kit/class-bundle.mjs writes it).
	 */
	public const BUNDLE_FILE = 'Kit/classes.php';

	/**
	 * Registers the autoloader of one namespace, then requires the namespace's class bundle when the build wrote one
	 * (a zip always carries it): PHP's opcode cache declares the classes of one file together, where each class
	 * autoloaded from its own file costs a lookup, a file check and its binding on every request. The bundle leaves
	 * out the classes that build on WordPress's or WooCommerce's, which load later: those are autoloaded.
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
		$bundle = $dir . self::BUNDLE_FILE;
		/**
		 * Whether a package's classes are declared from its class bundle (true) or autoloaded from their files. The
		 * local stack (and so the PHP suites, which run on its site) answers false while a source file is newer than
		 * the bundle, so an edit shows at once.
		 *
		 * @param bool   $use            Whether to require the bundle.
		 * @param string $namespace_name The package's root namespace.
		 * @param string $bundle         The bundle's path.
		 */
		if ( is_readable( $bundle ) && apply_filters( 'shop_kit_class_bundle', true, $namespace_name, $bundle ) ) {
			require_once $bundle;
		}
	}
}
