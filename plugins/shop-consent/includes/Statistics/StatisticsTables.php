<?php
/**
 * The visitor-statistics tables.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Database\TableSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Three tables, created and upgraded with dbDelta when `shop_consent_stats_db_version` differs from SCHEMA_VERSION:
 *
 * - `{prefix}shop_consent_stats_pages`: views per day and path (every counted view, with consent or anonymous);
 * - `{prefix}shop_consent_stats_referrers`: views per day and referring domain;
 * - `{prefix}shop_consent_stats_visits`: one row per view, only with consent (no IP, no user agent, no consent id;
 *   `visitor` is a hash keyed by the day's salt, see Collector).
 *
 * Schema 2 dropped `{prefix}shop_consent_stats_clients` (rate limits moved to Guard\GuardTables) and re-keyed the
 * `visitor` hashes of schema 1 (keyed by a lasting secret over the consent id, so a database copy with the consent
 * log could recompute them) with a random key that is never stored.
 *
 * Days are UTC dates, as in the consent log, so one date range means the same on every admin chart. Paths are at most 190 characters so `(day, path)` fits an index on any MySQL.
 */
final class StatisticsTables extends TableSchema {

	public const SCHEMA_VERSION = '2';

	public const VERSION_OPTION = 'shop_consent_stats_db_version';

	/** Longest stored path or domain: `(day, path)` stays within 767 index bytes in utf8mb4. */
	public const MAX_TEXT = 190;

	/**
	 * Full name of one of the tables.
	 *
	 * @param 'pages'|'referrers'|'visits'|'clients' $table Short name (`clients` only to drop it).
	 */
	public static function name( string $table ): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_consent_stats_' . $table;
	}

	/**
	 * The tables' statements.
	 *
	 * @param string $charset The charset and collation clause.
	 * @return list<string>
	 */
	protected static function create( string $charset ): array {
		$pages  = self::name( 'pages' );
		$refs   = self::name( 'referrers' );
		$visits = self::name( 'visits' );
		return [
			"CREATE TABLE {$pages} (
				day date NOT NULL,
				path varchar(190) NOT NULL,
				page_id bigint(20) unsigned NOT NULL DEFAULT 0,
				post_type varchar(20) NOT NULL DEFAULT '',
				views int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (day,path)
			) {$charset};",
			"CREATE TABLE {$refs} (
				day date NOT NULL,
				domain varchar(190) NOT NULL,
				views int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (day,domain)
			) {$charset};",
			"CREATE TABLE {$visits} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				created_at datetime NOT NULL,
				day date NOT NULL,
				page_id bigint(20) unsigned NOT NULL DEFAULT 0,
				path varchar(190) NOT NULL,
				post_type varchar(20) NOT NULL DEFAULT '',
				referrer varchar(190) NOT NULL DEFAULT '',
				visitor char(16) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				KEY day_path (day,path)
			) {$charset};",
		];
	}

	/**
	 * From schema 1: see forget_schema_1().
	 *
	 * @param string $from The stored version, '' for a new install.
	 */
	protected static function migrate( string $from ): void {
		if ( '1' === $from ) {
			self::forget_schema_1();
		}
	}

	/**
	 * Removes what schema 1 kept that could link visits: the rate-limit table keyed by a lasting secret, and visitor
	 * hashes that the secret and a consent id could recompute (re-keyed, so distinct visitors per day still count).
	 */
	private static function forget_schema_1(): void {
		global $wpdb;
		$clients = self::name( 'clients' );
		$visits  = self::name( 'visits' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom tables.
		$wpdb->query( "DROP TABLE IF EXISTS {$clients}" );
		$wpdb->query( $wpdb->prepare( "UPDATE {$visits} SET visitor = LEFT(SHA2(CONCAT(%s, visitor), 256), 16) WHERE visitor <> ''", bin2hex( random_bytes( 32 ) ) ) );
		// phpcs:enable
	}
}
