<?php
/**
 * The tables of the public-write guard.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Database\TableSchema;
use ShopConsent\Kit\RateLimit\Counters;
use ShopConsent\Kit\RateLimit\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Two tables, created and upgraded with dbDelta when `shop_consent_guard_db_version` differs from SCHEMA_VERSION:
 *
 * - `{prefix}shop_consent_rate_limits`: the kit's counters (RateLimit\Counters): one per limit, client hash and window
 *   (`client` `*` is the site-wide ceiling), deleted once `expires` is past; the client hash is keyed by the day's
 *   salt (DailySalt), so no address can be recomputed once the day is over;
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
	 * The counters of public writes, their clients hashed with the day's salt.
	 */
	public static function limiter(): RateLimiter {
		return new RateLimiter( new Counters( self::name( 'rate_limits' ), DailySalt::hash( ... ) ) );
	}

	/**
	 * The tables' statements.
	 *
	 * @param string $charset The charset and collation clause.
	 * @return list<string>
	 */
	protected static function create( string $charset ): array {
		$salts = self::name( 'salts' );
		return [
			( new Counters( self::name( 'rate_limits' ) ) )->statement( $charset ),
			"CREATE TABLE {$salts} (
				day date NOT NULL,
				salt char(64) NOT NULL,
				PRIMARY KEY  (day)
			) {$charset};",
		];
	}
}
