<?php
/**
 * The filter's two tables: the index rows and the bitsets built from them.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the tables with dbDelta when the stored schema version differs (new install, or an update that changed
 * them), and drops them on uninstall. The index is derived data: a new schema means a full rebuild, never a migration.
 */
final class IndexTables {

	public const SCHEMA_VERSION = '2';
	public const VERSION_OPTION = 'shop_filter_index_schema';

	/** The index rows: one per (product or variation, facet, value). */
	public static function index(): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_filter_index';
	}

	/** The bitsets and sort orders built from the index, per index version. */
	public static function sets(): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_filter_sets';
	}

	/**
	 * Creates or upgrades the tables when their version is not the current one.
	 *
	 * @return bool Whether the tables were (re)created, so the caller can start a rebuild.
	 */
	public static function maybe_upgrade(): bool {
		if ( self::SCHEMA_VERSION === get_option( self::VERSION_OPTION ) ) {
			return false;
		}
		self::install();
		return true;
	}

	/** Creates or upgrades the tables (dbDelta commits implicitly: never inside a transaction). */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			[
				'CREATE TABLE ' . self::index() . " (
  object_id bigint(20) unsigned NOT NULL,
  parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
  facet varchar(32) NOT NULL,
  value bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (object_id,facet,value),
  KEY parent_id (parent_id),
  KEY facet_value (facet,value)
) $charset;",
				'CREATE TABLE ' . self::sets() . " (
  version varchar(32) NOT NULL,
  facet varchar(64) NOT NULL,
  value varchar(32) NOT NULL,
  data longblob NOT NULL,
  PRIMARY KEY  (version,facet,value)
) $charset;",
			]
		);
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION, true );
	}

	/** Drops both tables and the schema option (uninstall). */
	public static function drop(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table names.
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::index() . ', ' . self::sets() );
		delete_option( self::VERSION_OPTION );
	}
}
