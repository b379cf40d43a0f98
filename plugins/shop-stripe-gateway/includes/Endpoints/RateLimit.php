<?php
/**
 * Calls allowed per window, per caller, address, order or site.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Kit\RateLimit\ClientAddress;
use ShopStripeGateway\Kit\RateLimit\Counters;

defined( 'ABSPATH' ) || exit;

/**
 * A counter per bucket and fixed window (a minute unless told). Each counted call may cost a Stripe request, and most
 * endpoints are open to guests, whose nonces are alike: the limit is what keeps a script from making the shop's
 * Stripe account work for it. The kit's Counters raise a counter and read it back in one statement in
 * `{prefix}shop_stripe_rate_limits` (RateLimitTable), so parallel calls are all counted. The address is the kit's
 * ClientAddress: REMOTE_ADDR, or behind the proxies named in wp-config.php (`SHOP_TRUSTED_PROXIES`) the address their
 * header (`SHOP_TRUSTED_PROXY_HEADER`) names, an IPv6 client by its /64.
 */
final class RateLimit {

	/**
	 * Counts a call; false when the bucket is full.
	 *
	 * @param string   $bucket What is counted (endpoint and caller, or order).
	 * @param int      $limit  Calls allowed in the window.
	 * @param int      $window The window in seconds.
	 * @param int|null $now    Unix time (tests); now by default.
	 */
	public static function allow( string $bucket, int $limit, int $window = MINUTE_IN_SECONDS, ?int $now = null ): bool {
		// A counter that cannot be written (0) must not stop payments; the table is installed at boot.
		return self::counters()->add( 'endpoint', $bucket, $window, $now ?? time() ) <= $limit;
	}

	/** The plugin's counters. */
	public static function counters(): Counters {
		return new Counters( RateLimitTable::table() );
	}

	/** The caller: the user when logged in, else the client's address (never a header the host did not name). */
	public static function caller(): string {
		$user = get_current_user_id();
		return $user > 0 ? 'user-' . $user : 'ip-' . self::address();
	}

	/** The client's address as counted (an IPv6 client by its /64), logged in or not. */
	public static function address(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- addresses are validated by the kit's ClientAddress.
		return ClientAddress::for_host()->key( $_SERVER );
	}
}
