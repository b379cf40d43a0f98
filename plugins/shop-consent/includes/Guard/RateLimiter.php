<?php
/**
 * Atomic counters of public writes.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

defined( 'ABSPATH' ) || exit;

/**
 * Counts writes in `{prefix}shop_consent_rate_limits`, one row per limit, client and fixed window: one
 * `INSERT … ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)` raises the counter and reads it back, so
 * concurrent writes never lose a count, and no option or transient row is made per client. The client is a hash of
 * its address keyed by the day's salt (DailySalt): no address is stored and the key cannot be recomputed once the
 * day is over. A client over its limit is refused before the site-wide counter is raised, so one flooding client
 * cannot use up the site's ceiling. Expired rows are deleted now and then by a write and by the daily purge.
 * Plain $wpdb, for SHORTINIT.
 */
final class RateLimiter {

	/** The client column of the site-wide counter. */
	private const SITE = '*';

	/**
	 * Counts one write; says which limit refused it.
	 *
	 * @param RateLimit $limit   The limit.
	 * @param string    $address The client's address as counted (ClientAddress::key()).
	 * @param int       $now     Unix time.
	 * @return ''|'client'|'site' '' when the write may go ahead.
	 */
	public function hit( RateLimit $limit, string $address, int $now ): string {
		if ( ! $this->count( $limit->name, DailySalt::hash( $limit->name . '|' . $address, $now ), $limit->window, $limit->client, $now ) ) {
			return 'client';
		}
		return $this->count( $limit->name, self::SITE, 60, $limit->site, $now ) ? '' : 'site';
	}

	/**
	 * Deletes the counters of windows that are over.
	 *
	 * @param int $now Unix time.
	 * @return int Rows deleted.
	 */
	public static function forget_expired( int $now ): int {
		global $wpdb;
		$table = GuardTables::name( 'rate_limits' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires <= %d", $now ) );
	}

	/**
	 * Raises one counter; false when it is over its limit.
	 *
	 * @param string $name   Limit.
	 * @param string $client Client hash, or the site marker.
	 * @param int    $window Window in seconds.
	 * @param int    $limit  Writes allowed per window.
	 * @param int    $now    Unix time.
	 */
	private function count( string $name, string $client, int $window, int $limit, int $now ): bool {
		global $wpdb;
		$table = GuardTables::name( 'rate_limits' );
		$slot  = intdiv( $now, $window );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		$done = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (name, client, slot, hits, expires) VALUES (%s, %s, %d, 1, %d) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", $name, $client, $slot, ( $slot + 1 ) * $window ) );
		if ( false === $done ) {
			return true; // A broken counter must not stop consent records; the write itself may still fail visibly.
		}
		// A new row reports 0 (the table has no AUTO_INCREMENT); an update reports the raised counter.
		$hits = max( 1, (int) $wpdb->insert_id );
		if ( 1 === $hits && self::SITE !== $client && 0 === random_int( 0, 99 ) ) {
			self::forget_expired( $now );
		}
		return $hits <= $limit;
	}
}
