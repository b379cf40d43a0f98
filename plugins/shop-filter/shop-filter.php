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

// Defines VERSION, FILE, DIR and URL in this namespace, autoloads includes/ and registers the plugin (the PHP kit,
// packages/php-kit, copied to includes/Kit/ by the build).
require __DIR__ . '/includes/Kit/Boot.php';
Kit\Boot::plugin( Plugin::class, __FILE__, '0.1.0' );
