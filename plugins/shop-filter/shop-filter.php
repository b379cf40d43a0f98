<?php
/**
 * Plugin Name:          Shop Filter
 * Plugin URI:           https://example.com/shop-bundle/shop-filter/
 * Description:          Product filter for WooCommerce shop pages: attributes, price, rating and stock, redrawn without a page load.
 * Version:              0.1.0
 * Requires at least:    6.8
 * Tested up to:         7.1
 * Requires PHP:         8.1
 * Author:               Shop Bundle contributors
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          shop-filter
 * Domain Path:          /languages
 * Requires Plugins:     woocommerce
 * WC requires at least: 10.6
 * WC tested up to:      11.0
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter;

defined( 'ABSPATH' ) || exit;

const VERSION = '0.1.0';
const FILE    = __FILE__;
const DIR     = __DIR__ . '/';
define( __NAMESPACE__ . '\URL', plugin_dir_url( __FILE__ ) );

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = __NAMESPACE__ . '\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$path = DIR . 'includes/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $path ) ) {
			require $path;
		}
	}
);

( new Plugin() )->register();
