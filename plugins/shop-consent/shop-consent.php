<?php
/**
 * Plugin Name:          Shop Consent
 * Plugin URI:           https://example.com/shop-bundle/shop-consent/
 * Description:          Cookie consent banner and settings; decides whether statistics and WooCommerce order attribution may track a visitor.
 * Version:              0.1.0
 * Requires at least:    6.8
 * Tested up to:         7.1
 * Requires PHP:         8.1
 * Author:               Shop Bundle contributors
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          shop-consent
 * Domain Path:          /languages
 * WC requires at least: 10.6
 * WC tested up to:      11.0
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent;

defined( 'ABSPATH' ) || exit;

// Defines VERSION, FILE, DIR and URL in this namespace, autoloads includes/ and registers the plugin (the PHP kit,
// packages/php-kit, copied to includes/Kit/ by the build).
require __DIR__ . '/includes/Kit/Boot.php';
Kit\Boot::plugin( Plugin::class, __FILE__, '0.1.0' );
