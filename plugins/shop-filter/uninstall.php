<?php
/**
 * Removes what Shop Filter stored, when the plugin is deleted from wp-admin: on every site of a network.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall/EverySite.php';
require_once __DIR__ . '/includes/Uninstall/Cleanup.php';

ShopFilter\Uninstall\Cleanup::everywhere();
