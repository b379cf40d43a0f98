<?php
/**
 * Removes what Shop Stripe Gateway stored, when the plugin is deleted from wp-admin: on every site of a network.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// WordPress deletes an inactive plugin: nothing of it is loaded, so its classes are registered here (when its tests run
// this file with the plugin loaded, the classes are there already and the registration adds nothing).
require_once __DIR__ . '/includes/Kit/Autoloader.php';
ShopStripeGateway\Kit\Autoloader::register( 'ShopStripeGateway', __DIR__ . '/includes/' );

ShopStripeGateway\Uninstall\Cleanup::everywhere();
