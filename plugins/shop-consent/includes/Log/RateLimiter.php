<?php
/**
 * A per-client limit on public writes.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

/**
 * Counts writes per client in a transient keyed by a hash of REMOTE_ADDR and the user agent. The hash lives only in
 * that transient (which expires with the window), never in the log.
 */
final class RateLimiter {

	/**
	 * Constructor.
	 *
	 * @param string $name   Name of the limit, part of the transient key.
	 * @param int    $limit  Writes allowed per window.
	 * @param int    $window Window in seconds.
	 */
	public function __construct(
		private string $name,
		private int $limit = 30,
		private int $window = 600
	) {}

	/**
	 * Counts one write of the current client; false when it is over the limit.
	 */
	public function hit(): bool {
		$key   = 'shop_consent_' . $this->name . '_' . $this->client();
		$state = get_transient( $key );
		$now   = time();
		if ( ! is_array( $state ) || ( $state['start'] ?? 0 ) + $this->window <= $now ) {
			$state = [
				'start' => $now,
				'count' => 0,
			];
		}
		/**
		 * Filters how many writes one client may make per window. Raise it where many visitors share one address
		 * and user agent (an office behind one proxy, a kiosk, a test suite).
		 *
		 * @param int    $limit Writes allowed per window.
		 * @param string $name  Name of the limit, e.g. 'log'.
		 */
		$limit = (int) apply_filters( 'shop_consent_rate_limit', $this->limit, $this->name );
		if ( $state['count'] >= $limit ) {
			return false;
		}
		++$state['count'];
		set_transient( $key, $state, $this->window );
		return true;
	}

	/**
	 * Hash of the client (not reversible into the IP without the salt).
	 */
	private function client(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only hashed.
		$client = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ) . '|' . (string) ( $_SERVER['HTTP_USER_AGENT'] ?? '' );
		return substr( hash_hmac( 'sha256', $client, wp_salt( 'nonce' ) ), 0, 20 );
	}
}
