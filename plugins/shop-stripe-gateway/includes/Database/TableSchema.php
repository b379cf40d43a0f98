<?php
/**
 * The one way the plugin creates and upgrades its tables.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A table: its CREATE TABLE statement and a schema version stored in an option; created or upgraded with dbDelta
 * when the stored version differs, checked at boot and on admin_init by the feature's service. Subclasses define
 * SCHEMA_VERSION, SCHEMA_OPTION, table() and create().
 */
abstract class TableSchema {

	/** Creates or upgrades the table when the stored schema version differs. */
	public static function maybe_install(): void {
		if ( static::SCHEMA_VERSION !== get_option( static::SCHEMA_OPTION ) ) {
			static::install();
		}
	}

	/** Creates or upgrades the table (dbDelta commits implicitly: never inside a transaction). */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( static::create( static::table(), $wpdb->get_charset_collate() ) );
		update_option( static::SCHEMA_OPTION, static::SCHEMA_VERSION, true );
	}

	/** The table's full name. */
	abstract public static function table(): string;

	/**
	 * The CREATE TABLE statement, as dbDelta reads it.
	 *
	 * @param string $table   The table's full name.
	 * @param string $charset The charset and collation clause.
	 */
	abstract protected static function create( string $table, string $charset ): string;
}
