<?php
/**
 * Shop Theme: constants, autoloader and boot. The code lives in inc/, one class per file.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

defined( 'ABSPATH' ) || exit;

const DIR = __DIR__ . '/';

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = __NAMESPACE__ . '\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$path = DIR . 'inc/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $path ) ) {
			require $path;
		}
	}
);

( new Theme() )->register();
