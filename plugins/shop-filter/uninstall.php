<?php
/**
 * Removes what Shop Filter stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

// The index and its sets (derived data: a reinstall rebuilds them).
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_filter_index, {$wpdb->prefix}shop_filter_sets" );
foreach ( [ 'shop_filter_index_schema', 'shop_filter_index_version', 'shop_filter_rebuild', 'shop_filter_sets_lock' ] as $shop_filter_option ) {
	delete_option( $shop_filter_option );
}
if ( function_exists( 'as_unschedule_all_actions' ) ) {
	as_unschedule_all_actions( 'shop_filter_rebuild_batch' );
}

// Settings (includes/Settings/Settings.php).
delete_option( 'shop_filter_settings' );
