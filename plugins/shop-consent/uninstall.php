<?php
/**
 * Removes what Shop Consent stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

// Options: the settings and the schema version of the consent log.
delete_option( 'shop_consent_settings' );
delete_option( 'shop_consent_db_version' );
// The cookie list saved from the cookie scanner.
delete_option( 'shop_consent_cookie_list' );
// Visitor statistics: schema version, the fast collector's configuration (with its secret) and its probe answer.
delete_option( 'shop_consent_stats_db_version' );
delete_option( 'shop_consent_stats_collector' );
delete_option( 'shop_consent_stats_endpoint' );

// Rate-limit transients of the public endpoints (shop_consent_<limit>_<client hash>).
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API deletes transients by prefix.
$wpdb->query(
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( '_transient_shop_consent_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_shop_consent_' ) . '%'
	)
);

// The daily purge of the consent log.
wp_clear_scheduled_hook( 'shop_consent_purge_log' );
// The daily statistics purge and the probes of the fast collector.
wp_clear_scheduled_hook( 'shop_consent_purge_statistics' );
wp_clear_scheduled_hook( 'shop_consent_probe_collector' );
wp_clear_scheduled_hook( 'shop_consent_probe_collector', [ 'first' ] );

// The consent log (DROP TABLE commits implicitly: it comes last).
// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_consent_log" );
// The statistics tables: daily totals, referrers, per-visit rows, rate-limit counters.
foreach ( [ 'pages', 'referrers', 'visits', 'clients' ] as $shop_consent_table ) {
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_consent_stats_{$shop_consent_table}" );
}
