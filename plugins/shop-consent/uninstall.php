<?php
/**
 * Removes what Shop Consent stored, when the plugin is deleted from wp-admin: on every site of a network.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall/EverySite.php';
require_once __DIR__ . '/includes/Uninstall/Cleanup.php';

ShopConsent\Uninstall\Cleanup::everywhere();
