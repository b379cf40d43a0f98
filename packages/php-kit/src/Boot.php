<?php
/**
 * A plugin's start, the one call its main file makes.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit;

defined( 'ABSPATH' ) || exit;

// Loaded by hand with this file: the autoloader cannot load itself.
require_once __DIR__ . '/Autoloader.php';

/**
 * Gives a plugin what every plugin of the bundle has: its constants, its autoloader and its composition root.
 */
final class Boot {

	/**
	 * Defines the plugin's constants in its namespace (`VERSION`, `FILE`, `DIR` and `URL`, the folder's path and URL
	 * with a trailing slash; read them as `use const ShopConsent\DIR;`), autoloads its classes from includes/, and
	 * registers its `Plugin`.
	 *
	 * @param class-string<PluginBase> $plugin_class The plugin's composition root, in its root namespace.
	 * @param string                   $file         The plugin's main file (`__FILE__`).
	 * @param string                   $version      The plugin's version, as its header gives it.
	 */
	public static function plugin( string $plugin_class, string $file, string $version ): void {
		$namespace_name = substr( $plugin_class, 0, (int) strrpos( $plugin_class, '\\' ) );
		$dir            = dirname( $file ) . '/';
		define( $namespace_name . '\VERSION', $version );
		define( $namespace_name . '\FILE', $file );
		define( $namespace_name . '\DIR', $dir );
		define( $namespace_name . '\URL', plugin_dir_url( $file ) );
		Autoloader::register( $namespace_name, $dir . 'includes/' );

		( new $plugin_class() )->register();
	}
}
