<?php
/**
 * The consent log table: proof of each decision, without IP.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

use ShopConsent\Database\TableSchema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}shop_consent_log`, created and upgraded with dbDelta when `shop_consent_db_version` differs from
 * SCHEMA_VERSION (checked at boot and on admin_init, so existing installs upgrade without reactivation), and the
 * store of its rows. A row is keyed by the consent id's keyed hash (ConsentIdHash), never the id: version 1 stored
 * the id in clear, and the upgrade to 2 hashes those rows in place and drops the id's column.
 */
final class ConsentLogTable extends TableSchema {

	public const SCHEMA_VERSION = '2';

	public const VERSION_OPTION = 'shop_consent_db_version';

	/**
	 * Full table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_consent_log';
	}

	/**
	 * The table's statement.
	 *
	 * @param string $charset The charset and collation clause.
	 * @return list<string>
	 */
	protected static function create( string $charset ): array {
		$table = self::name();
		return [
			"CREATE TABLE {$table} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				consent_hash char(64) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				strict tinyint(1) unsigned NOT NULL DEFAULT 0,
				thirdparty tinyint(1) unsigned NOT NULL DEFAULT 0,
				advanced tinyint(1) unsigned NOT NULL DEFAULT 0,
				consent_version int(10) unsigned NOT NULL DEFAULT 1,
				text_version int(10) unsigned NOT NULL DEFAULT 1,
				region varchar(8) NOT NULL DEFAULT '',
				source varchar(20) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				KEY consent_hash (consent_hash),
				KEY created_at (created_at)
			) {$charset};",
		];
	}

	/**
	 * Hashes the ids that version 1 stored in clear, then drops their column (and its index).
	 *
	 * @param string $from The stored version, '' for a new install.
	 */
	protected static function migrate( string $from ): void {
		global $wpdb;
		$table = self::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- custom table; the expression holds only placeholders.
		if ( '1' !== $from || null === $wpdb->get_var( "SHOW COLUMNS FROM {$table} LIKE 'consent_id'" ) ) {
			return;
		}
		[ $hash, $pads ] = ConsentIdHash::sql( 'consent_id' );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET consent_hash = {$hash} WHERE consent_hash = ''", $pads ) );
		// Where a new install has it, so both read alike.
		$wpdb->query( "ALTER TABLE {$table} DROP COLUMN consent_id, MODIFY consent_hash char(64) NOT NULL DEFAULT '' AFTER id" );
		// phpcs:enable
	}

	/**
	 * Adds one decision; the time is now, in UTC.
	 *
	 * @param array{consent_hash: string, strict: int, thirdparty: int, advanced: int, consent_version: int, text_version: int, region: string, source: string} $row The decision.
	 */
	public static function insert( array $row ): bool {
		global $wpdb;
		$row['created_at'] = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		return false !== $wpdb->insert( self::name(), $row, [ '%s', '%d', '%d', '%d', '%d', '%d', '%s', '%s', '%s' ] );
	}

	/**
	 * Deletes the rows created before a UTC time.
	 *
	 * @param string $before UTC datetime (Y-m-d H:i:s).
	 * @return int Rows deleted.
	 */
	public static function delete_before( string $before ): int {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_at < %s", $before ) );
	}
}
