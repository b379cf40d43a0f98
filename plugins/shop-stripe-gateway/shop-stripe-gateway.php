<?php
/**
 * Plugin Name:          Shop Stripe Gateway
 * Plugin URI:           https://example.com/shop-bundle/shop-stripe-gateway/
 * Description:          Card and wallet payments through Stripe for WooCommerce, on the classic and the block checkout.
 * Version:              0.1.0
 * Requires at least:    6.8
 * Tested up to:         7.1
 * Requires PHP:         8.1
 * Author:               Shop Bundle contributors
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          shop-stripe-gateway
 * Domain Path:          /languages
 * Requires Plugins:     woocommerce
 * WC requires at least: 10.6
 * WC tested up to:      11.0
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway;

defined( 'ABSPATH' ) || exit;

// Defines VERSION, FILE, DIR and URL in this namespace, autoloads includes/ and registers the plugin (the PHP kit,
// packages/php-kit, copied to includes/Kit/ by the build).
require __DIR__ . '/includes/Kit/Boot.php';
Kit\Boot::plugin( Plugin::class, __FILE__, '0.1.0' );
