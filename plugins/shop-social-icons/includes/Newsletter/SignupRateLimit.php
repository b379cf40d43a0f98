<?php
/**
 * How many sign-ups one client may send.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window per client: LIMIT attempts (valid or not) per WINDOW seconds, counted in a transient keyed by a
 * keyed hash of the client's address (no address is stored). IPv6 clients count by their /64, which one household
 * or device holds whole. The address is REMOTE_ADDR: a site behind a proxy names the real client with the filter
 * `shop_social_icons_newsletter_client` (forwarded headers are anybody's to write). Without a persistent object
 * cache two requests racing may read the same count, so a burst can pass the limit by a few: enough for a form
 * that also has a honeypot, where a lost count costs one mail at most.
 */
final class SignupRateLimit {

	/** Attempts per window and client (filter `shop_social_icons_newsletter_rate_limit`). */
	public const LIMIT = 5;

	/** Ten minutes. */
	public const WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * Counts one attempt.
	 *
	 * @param string $address The client's address.
	 * @param int    $now     Unix time.
	 * @return int 0 when the attempt may go ahead, else the seconds until the window ends.
	 */
	public function hit( string $address, int $now ): int {
		$client = (string) apply_filters( 'shop_social_icons_newsletter_client', self::bucket( $address ) );
		$key    = 'shop_si_signup_' . substr( hash_hmac( 'sha256', $client, wp_salt( 'nonce' ) ), 0, 24 );
		$limit  = (int) apply_filters( 'shop_social_icons_newsletter_rate_limit', self::LIMIT );
		$window = get_transient( $key );
		if ( ! is_array( $window ) || ( $window['ends'] ?? 0 ) <= $now ) {
			$window = [
				'hits' => 0,
				'ends' => $now + self::WINDOW,
			];
		}
		++$window['hits'];
		set_transient( $key, $window, max( 1, $window['ends'] - $now ) );
		return $window['hits'] > $limit ? max( 1, $window['ends'] - $now ) : 0;
	}

	/**
	 * The counted form of an address: IPv4 as it is, IPv6 cut to its /64, '' when unknown.
	 *
	 * @param string $address Address.
	 */
	public static function bucket( string $address ): string {
		$packed = false === filter_var( $address, FILTER_VALIDATE_IP ) ? false : inet_pton( $address );
		if ( false === $packed ) {
			return '';
		}
		return 16 === strlen( $packed ) ? inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64' : $address;
	}
}
