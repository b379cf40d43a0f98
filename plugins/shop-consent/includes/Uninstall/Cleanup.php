<?php
/**
 * Removes what Shop Consent stored, site by site.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Uninstall;

defined( 'ABSPATH' ) || exit;

/**
 * Every option, cron event and table the plugin creates lives in one site's tables, so on a multisite network each
 * site is cleaned in turn (switch_to_blog() changes the table prefix and the options). uninstall.php requires this
 * file itself: the plugin is not loaded when WordPress deletes it.
 */
final class Cleanup {

	public const OPTIONS = [
		'shop_consent_settings',
		'shop_consent_db_version',
		'shop_consent_cookie_list',
		'shop_consent_stats_db_version',
		'shop_consent_stats_collector',
		'shop_consent_stats_endpoint',
		'shop_consent_guard_db_version',
		'shop_consent_handle_markup',
	];

	public const CRON_HOOKS = [
		'shop_consent_purge_log',
		'shop_consent_purge_statistics',
		'shop_consent_purge_guard',
		'shop_consent_probe_collector',
	];

	/** Tables, without the site's prefix. DROP TABLE commits implicitly: they go last. */
	public const TABLES = [
		'shop_consent_log',
		'shop_consent_stats_pages',
		'shop_consent_stats_referrers',
		'shop_consent_stats_visits',
		'shop_consent_stats_clients',
		'shop_consent_rate_limits',
		'shop_consent_salts',
	];

	/**
	 * Cleans every site of the network, or the one site.
	 */
	public static function everywhere(): void {
		if ( is_multisite() ) {
			self::sites( get_sites( [ 'fields' => 'ids', 'number' => 0 ] ) );
			return;
		}
		self::site();
	}

	/**
	 * Cleans each of these sites of a network.
	 *
	 * @param array<int|string>         $site_ids Site ids.
	 * @param null|callable(int): mixed $switch   Makes a site current (switch_to_blog; tests on a single site inject one).
	 * @param null|callable(): mixed    $restore  Goes back (restore_current_blog).
	 */
	public static function sites( array $site_ids, ?callable $switch = null, ?callable $restore = null ): void {
		$switch  = $switch ?? 'switch_to_blog';
		$restore = $restore ?? 'restore_current_blog';
		foreach ( $site_ids as $site_id ) {
			$switch( (int) $site_id );
			try {
				self::site();
			} finally {
				$restore();
			}
		}
	}

	/**
	 * Cleans the current site.
	 */
	public static function site(): void {
		global $wpdb;
		foreach ( self::OPTIONS as $option ) {
			delete_option( $option );
		}
		// Rate-limit transients of versions before 0.2 (shop_consent_<limit>_<client hash>).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API deletes transients by prefix.
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
				$wpdb->esc_like( '_transient_shop_consent_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_shop_consent_' ) . '%'
			)
		);
		foreach ( self::CRON_HOOKS as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
		wp_clear_scheduled_hook( 'shop_consent_probe_collector', [ 'first' ] );
		foreach ( self::TABLES as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" );
		}
	}
}
