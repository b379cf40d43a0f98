<?php
/**
 * The tables of the public-write guard.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Database\TableSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Two tables, created and upgraded with dbDelta when `shop_consent_guard_db_version` differs from SCHEMA_VERSION:
 *
 * - `{prefix}shop_consent_rate_limits`: one counter per limit, client hash and window (`client` `*` is the site-wide
 *   ceiling), deleted once `expires` is past;
 * - `{prefix}shop_consent_salts`: one random salt per UTC day, deleted once the day is over.
 */
final class GuardTables extends TableSchema {

	public const SCHEMA_VERSION = '1';

	public const VERSION_OPTION = 'shop_consent_guard_db_version';

	/**
	 * Full name of one of the tables.
	 *
	 * @param 'rate_limits'|'salts' $table Short name.
	 */
	public static function name( string $table ): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_consent_' . $table;
	}

	/**
	 * The tables' statements.
	 *
	 * @param string $charset The charset and collation clause.
	 * @return list<string>
	 */
	protected static function create( string $charset ): array {
		$limits = self::name( 'rate_limits' );
		$salts  = self::name( 'salts' );
		return [
			"CREATE TABLE {$limits} (
				name varchar(20) NOT NULL,
				client char(16) NOT NULL,
				slot int(10) unsigned NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires int(10) unsigned NOT NULL,
				PRIMARY KEY  (name,client,slot),
				KEY expires (expires)
			) {$charset};",
			"CREATE TABLE {$salts} (
				day date NOT NULL,
				salt char(64) NOT NULL,
				PRIMARY KEY  (day)
			) {$charset};",
		];
	}
}
