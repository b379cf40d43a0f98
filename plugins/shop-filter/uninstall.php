<?php
/**
 * Removes what Shop Filter stored, when the plugin is deleted from wp-admin: on every site of a network.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** Removes one site's tables, options and queued actions. */
function shop_filter_uninstall_site(): void {
	global $wpdb;
	// The index and its sets (derived data: a reinstall rebuilds them).
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_filter_index, {$wpdb->prefix}shop_filter_sets" );
	foreach ( [ 'shop_filter_index_schema', 'shop_filter_index_version', 'shop_filter_rebuild', 'shop_filter_sets_lock', 'shop_filter_sets_version' ] as $option ) {
		delete_option( $option );
	}
	if ( function_exists( 'as_unschedule_all_actions' ) ) {
		as_unschedule_all_actions( 'shop_filter_rebuild_batch' );
		as_unschedule_all_actions( 'shop_filter_refresh_sets' );
	}
	// Settings (includes/Settings/Settings.php).
	delete_option( 'shop_filter_settings' );
}

if ( is_multisite() ) {
	foreach ( get_sites( [ 'fields' => 'ids', 'number' => 0 ] ) as $shop_filter_site ) {
		switch_to_blog( (int) $shop_filter_site );
		shop_filter_uninstall_site();
		restore_current_blog();
	}
} else {
	shop_filter_uninstall_site();
}
