<?php
/**
 * Calls allowed per window, per caller, address, order or site.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

defined( 'ABSPATH' ) || exit;

/**
 * A counter per bucket whose window ends a window (a minute unless told) after its first call: calls inside it do not
 * push it on. Each counted call may cost a Stripe request, and most endpoints are open to guests, whose nonces are
 * alike: the limit is what keeps a script from making the shop's Stripe account work for it. One statement raises
 * the counter (or starts a new window) and reads it back (RateLimitTable), so parallel calls are all counted.
 */
final class RateLimit {

	/**
	 * Counts a call; false when the bucket is full.
	 *
	 * @param string $bucket What is counted (endpoint and caller, or order).
	 * @param int    $limit  Calls allowed in the window.
	 * @param int    $window The window in seconds.
	 */
	public static function allow( string $bucket, int $limit, int $window = MINUTE_IN_SECONDS ): bool {
		global $wpdb;
		$now = time();
		// hits is set before expires, so both read the row's old expires: an ended window starts again at 1.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table; the upsert is the atomic count.
		$done = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (bucket, hits, expires) VALUES (%s, 1, %d) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(IF(expires <= %d, 1, hits + 1)), expires = IF(expires <= %d, %d, expires)',
				RateLimitTable::table(),
				md5( $bucket ),
				$now + $window,
				$now,
				$now,
				$now + $window
			)
		);
		if ( false === $done ) {
			return true; // A broken counter must not stop payments; the table is installed at boot.
		}
		// A new row reports 0 (the table has no AUTO_INCREMENT); an update reports the raised counter.
		$hits = max( 1, (int) $wpdb->insert_id );
		if ( 1 === $hits && 0 === random_int( 0, 99 ) ) {
			self::forget_expired( $now );
		}
		return $hits <= $limit;
	}

	/**
	 * Deletes the counters whose window is over.
	 *
	 * @param int $now Unix time.
	 */
	public static function forget_expired( int $now ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires <= %d', RateLimitTable::table(), $now ) );
	}

	/** The caller: the user when logged in, else the connection's address (never a header a client can set). */
	public static function caller(): string {
		$user = get_current_user_id();
		return $user > 0 ? 'user-' . $user : 'ip-' . self::address();
	}

	/** The connection's address, logged in or not. */
	public static function address(): string {
		return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	}
}
