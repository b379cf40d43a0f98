<?php
/**
 * Calls allowed per minute, per caller and endpoint.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

/**
 * A counter in a transient that expires a minute after the first call of the window. Each counted call may cost a
 * Stripe request, and most endpoints are open to guests, whose nonces are alike: the limit is what keeps a script
 * from making the shop's Stripe account work for it.
 */
final class RateLimit {

	/**
	 * Counts a call; false when the bucket is full.
	 *
	 * @param string $bucket     What is counted (endpoint and caller, or order).
	 * @param int    $per_minute Calls allowed.
	 */
	public static function allow( string $bucket, int $per_minute ): bool {
		$key   = 'shop_stripe_rl_' . md5( $bucket );
		$calls = (int) get_transient( $key );
		if ( $calls >= $per_minute ) {
			return false;
		}
		set_transient( $key, $calls + 1, MINUTE_IN_SECONDS );
		return true;
	}

	/** The caller: the user when logged in, else the connection's address (never a header a client can set). */
	public static function caller(): string {
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return 'user-' . $user;
		}
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return 'ip-' . $address;
	}
}
