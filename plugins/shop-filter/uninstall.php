<?php
/**
 * Removes what Shop Filter stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/*
 * Each feature that stores something removes it here (its options with delete_option(), its tables with DROP TABLE).
 */

// Settings (includes/Settings/Settings.php).
delete_option( 'shop_filter_settings' );
