<?php
/**
 * What a plugin stored in one site's tables, and its deletion.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Uninstall;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- transients by prefix and the plugin's own tables: no API does either.

/**
 * The plugin names its options, transient prefixes, cron hooks and tables; delete() removes them from the current site
 * in that order, the tables last (DROP TABLE commits implicitly). What needs more (WooCommerce's queue, options shared
 * with another plugin) the plugin's cleanup does itself, before.
 */
final class SiteData {

	/**
	 * Constructor.
	 *
	 * @param list<string> $options            Option names.
	 * @param list<string> $transient_prefixes Prefixes of transient names (their timeouts go with them).
	 * @param list<string> $cron_hooks         Cron hooks: every event, whatever its arguments.
	 * @param list<string> $tables             Table names, without the site's prefix.
	 */
	public function __construct(
		private array $options = [],
		private array $transient_prefixes = [],
		private array $cron_hooks = [],
		private array $tables = []
	) {}

	/**
	 * Deletes it all from the current site.
	 */
	public function delete(): void {
		global $wpdb;
		foreach ( $this->options as $option ) {
			delete_option( $option );
		}
		foreach ( $this->transient_prefixes as $prefix ) {
			// Through delete_option(), so the request's option caches forget them too.
			$names = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
					$wpdb->esc_like( '_transient_' . $prefix ) . '%',
					$wpdb->esc_like( '_transient_timeout_' . $prefix ) . '%'
				)
			);
			array_map( 'delete_option', $names );
		}
		foreach ( $this->cron_hooks as $hook ) {
			wp_unschedule_hook( $hook );
		}
		foreach ( $this->tables as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the prefix.
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" );
		}
	}
}
