<?php
/**
 * Per-client rate limit of the statistics beacon, without storing an address.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

/**
 * Counts beacons per client and fixed window in `{prefix}shop_consent_stats_clients`. The client is a keyed hash
 * of the address, the user agent and the UTC date: it changes every day, cannot be turned back into the address
 * without the secret, and its row is deleted once its window is over. One statement per beacon: the counter is
 * raised and read back through LAST_INSERT_ID(), so concurrent beacons never lose a count.
 */
final class ClientLimiter {

	/**
	 * Constructor.
	 *
	 * @param int    $limit  Beacons per client and window.
	 * @param int    $window Window in seconds.
	 * @param string $secret Key of the hash.
	 */
	public function __construct(
		private int $limit,
		private int $window,
		private string $secret
	) {}

	/**
	 * Counts one beacon of a client; false when the client is over the limit.
	 *
	 * @param string $address    The client's address (hashed, never stored).
	 * @param string $user_agent Its user agent (hashed, never stored).
	 * @param int    $now        Unix time.
	 */
	public function hit( string $address, string $user_agent, int $now ): bool {
		global $wpdb;
		$table  = StatisticsTables::name( 'clients' );
		$client = substr( hash_hmac( 'sha256', $address . '|' . $user_agent . '|' . gmdate( 'Y-m-d', $now ), $this->secret ), 0, 16 );
		$slot   = intdiv( $now, $this->window );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		$done = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (client, slot, hits) VALUES (%s, %d, 1) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", $client, $slot ) );
		if ( false === $done ) {
			return true; // A broken counter must not stop the statistics; the hit itself may still fail visibly.
		}
		// A new row reports 0 (the table has no AUTO_INCREMENT); an update reports the raised counter.
		$hits = max( 1, (int) $wpdb->insert_id );
		if ( 1 === $hits && 0 === random_int( 0, 99 ) ) {
			self::forget_before( $slot );
		}
		return $hits <= $this->limit;
	}

	/**
	 * Deletes the counters of windows before a slot: once a window is over its hashes serve nothing.
	 *
	 * @param int $slot Current window number (Unix time divided by the window).
	 * @return int Rows deleted.
	 */
	public static function forget_before( int $slot ): int {
		global $wpdb;
		$table = StatisticsTables::name( 'clients' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE slot < %d", $slot ) );
	}
}
