<?php
/**
 * Removes what Shop Social Icons stored, when the plugin is deleted from wp-admin: on every site of a network.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// WordPress deletes an inactive plugin: nothing of it is loaded, so its classes are registered here (when its tests run
// this file with the plugin loaded, the classes are there already and the registration adds nothing).
require_once __DIR__ . '/includes/Kit/Autoloader.php';
ShopSocialIcons\Kit\Autoloader::register( 'ShopSocialIcons', __DIR__ . '/includes/' );

ShopSocialIcons\Uninstall\Cleanup::everywhere();
