<?php
/**
 * Removes what Shop Stripe Gateway stored, when the plugin is deleted from wp-admin: on every site of a network.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall/EverySite.php';
require_once __DIR__ . '/includes/Uninstall/Cleanup.php';

ShopStripeGateway\Uninstall\Cleanup::everywhere();
