<?php
/**
 * Calls allowed per minute, per caller and endpoint.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

/**
 * A counter in a transient that expires a window (a minute unless told) after the first call of the window. Each
 * counted call may cost a Stripe request, and most endpoints are open to guests, whose nonces are alike: the limit is
 * what keeps a script from making the shop's Stripe account work for it.
 */
final class RateLimit {

	/**
	 * Counts a call; false when the bucket is full.
	 *
	 * @param string $bucket     What is counted (endpoint and caller, or order).
	 * @param int    $limit      Calls allowed in the window.
	 * @param int    $window     The window in seconds.
	 */
	public static function allow( string $bucket, int $limit, int $window = MINUTE_IN_SECONDS ): bool {
		$key   = 'shop_stripe_rl_' . md5( $bucket );
		$now   = time();
		$saved = get_transient( $key );
		// The window's end is kept with the count: set_transient() would otherwise push the expiry on every call, and
		// a steady trickle (one saved card every half hour) would fill an hourly bucket that never empties.
		[ $calls, $until ] = is_array( $saved ) && (int) ( $saved[1] ?? 0 ) > $now ? [ (int) $saved[0], (int) $saved[1] ] : [ 0, $now + $window ];
		if ( $calls >= $limit ) {
			return false;
		}
		set_transient( $key, [ $calls + 1, $until ], max( 1, $until - $now ) );
		return true;
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
