<?php
/**
 * How many sign-ups one client may send.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\RateLimit\ClientAddress;
use ShopSocialIcons\Kit\RateLimit\Counters;
use ShopSocialIcons\Kit\RateLimit\RateLimit;
use ShopSocialIcons\Kit\RateLimit\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window per client: LIMIT attempts (valid or not) per WINDOW seconds, counted atomically by the kit's
 * RateLimiter in `{prefix}shop_social_icons_rate_limits` (a keyed hash of the client, no address stored). The client
 * is the kit's ClientAddress: REMOTE_ADDR, or behind the proxies named in wp-config.php (`SHOP_TRUSTED_PROXIES`) the
 * address their header (`SHOP_TRUSTED_PROXY_HEADER`) names; IPv6 clients count by their /64. The plugin has no
 * setting of its own for them: a host names its proxies once for every package of the bundle.
 */
final class SignupRateLimit {

	/** Attempts per window and client (filter `shop_social_icons_newsletter_rate_limit`). */
	public const LIMIT = 5;

	/** Ten minutes. */
	public const WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * Counts one attempt.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @param int                  $now    Unix time.
	 * @return int 0 when the attempt may go ahead, else the seconds until the window ends.
	 */
	public function hit( array $server, int $now ): int {
		$client = ClientAddress::for_host()->key( $server );
		/**
		 * Filters the client a sign-up is counted against (ClientAddress::key(): an IPv4 address or an IPv6 /64).
		 *
		 * @param string $client The counted client.
		 */
		$client = (string) apply_filters( 'shop_social_icons_newsletter_client', $client );
		$limit  = new RateLimit( 'newsletter-signup', (int) apply_filters( 'shop_social_icons_newsletter_rate_limit', self::LIMIT ), self::WINDOW );
		$result = ( new RateLimiter( self::counters() ) )->hit( $limit, $client, $now );
		return RateLimiter::OK === $result ? 0 : RateLimiter::retry_after( $limit, $result, $now );
	}

	/**
	 * The plugin's counters (uninstall drops their table by its name).
	 */
	public static function counters(): Counters {
		global $wpdb;
		return new Counters( $wpdb->prefix . 'shop_social_icons_rate_limits' );
	}
}
