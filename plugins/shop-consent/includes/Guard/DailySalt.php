<?php
/**
 * A random salt per UTC day, forgotten when the day is over.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

defined( 'ABSPATH' ) || exit;

/**
 * Hashes of visitors and clients are keyed by the salt of their day. Once the day is over its salt is deleted (by
 * the first request of the next day, and by the daily purge), so nobody, not even with a copy of the database and
 * every secret of the site, can compute a past day's hash again from an address, nor link two days. The salt is
 * created by the first request of a day with INSERT IGNORE and read back, so concurrent first requests agree.
 * Plain $wpdb, for SHORTINIT.
 */
final class DailySalt {

	/** @var array<string, string> Salts read during this request, by day. */
	private static array $known = [];

	/**
	 * The salt of a day, created when it has none yet.
	 *
	 * @param string $day UTC date (Y-m-d).
	 */
	public static function for_day( string $day ): string {
		if ( isset( self::$known[ $day ] ) ) {
			return self::$known[ $day ];
		}
		global $wpdb;
		$table = GuardTables::name( 'salts' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		$salt = $wpdb->get_var( $wpdb->prepare( "SELECT salt FROM {$table} WHERE day = %s", $day ) );
		if ( ! is_string( $salt ) || '' === $salt ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
			$created = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (day, salt) VALUES (%s, %s)", $day, bin2hex( random_bytes( 32 ) ) ) );
			if ( 1 === $created ) {
				self::forget_before( $day );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
			$salt = (string) $wpdb->get_var( $wpdb->prepare( "SELECT salt FROM {$table} WHERE day = %s", $day ) );
		}
		self::$known = [ $day => $salt ];
		return $salt;
	}

	/**
	 * A keyed hash of a value for a day (16 hex characters).
	 *
	 * @param string $value The value (an address, never stored).
	 * @param int    $now   Unix time; its UTC day picks the salt.
	 */
	public static function hash( string $value, int $now ): string {
		return substr( hash_hmac( 'sha256', $value, self::for_day( gmdate( 'Y-m-d', $now ) ) ), 0, 16 );
	}

	/**
	 * Deletes the salts of days before a day.
	 *
	 * @param string $day UTC date (Y-m-d).
	 * @return int Salts deleted.
	 */
	public static function forget_before( string $day ): int {
		global $wpdb;
		self::$known = array_intersect_key( self::$known, [ $day => true ] );
		$table       = GuardTables::name( 'salts' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE day < %s", $day ) );
	}
}
