<?php
/**
 * The one way the plugin creates and upgrades its tables.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A feature's tables: its CREATE TABLE statements, a schema version stored in an option, and what to migrate from an
 * older version. TableInstaller runs maybe_upgrade() at boot and on admin_init; writes and reads go through the
 * feature's store (ConsentLogTable, Statistics\HitStore, the kit's RateLimit\Counters, Guard\DailySalt). Subclasses
 * define SCHEMA_VERSION and VERSION_OPTION.
 */
abstract class TableSchema {

	/**
	 * Creates or upgrades the tables when the stored schema version is not the current one, then migrates.
	 */
	public static function maybe_upgrade(): void {
		$stored = get_option( static::VERSION_OPTION );
		if ( static::SCHEMA_VERSION !== $stored ) {
			static::install();
			static::migrate( is_string( $stored ) ? $stored : '' );
		}
	}

	/**
	 * Creates or upgrades the tables (dbDelta commits implicitly: never call it inside a transaction).
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( static::create( $wpdb->get_charset_collate() ) );
		update_option( static::VERSION_OPTION, static::SCHEMA_VERSION, true );
	}

	/**
	 * The CREATE TABLE statements, as dbDelta reads them.
	 *
	 * @param string $charset The charset and collation clause.
	 * @return list<string>
	 */
	abstract protected static function create( string $charset ): array;

	/**
	 * What changes dbDelta cannot make (dropping a table, rewriting values), from an older schema version.
	 *
	 * @param string $from The stored version, '' for a new install.
	 */
	protected static function migrate( string $from ): void {
		unset( $from ); // Nothing to migrate by default.
	}
}
