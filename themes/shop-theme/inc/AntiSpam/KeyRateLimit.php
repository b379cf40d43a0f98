<?php
/**
 * How many anti-spam keys one client may ask for.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window per client address (REMOTE_ADDR: forwarded headers can be forged, and a proxy in front of the
 * site makes every shopper share one generous bucket rather than lets one bot pose as many). A shopper's browser
 * keeps a key for its lifetime, so one page view an hour asks once; LIMIT per WINDOW leaves room for several
 * browsers behind one address and stops a script that harvests keys. Counted in a transient, so the object cache
 * is used where there is one.
 */
final class KeyRateLimit {

	/** Keys one address may get per window. */
	public const LIMIT = 30;

	/** Window in seconds. */
	public const WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * Counts one request of the current client; false when it is over the limit.
	 *
	 * @param int $now Unix time.
	 */
	public function allow( int $now ): bool {
		$name   = 'shop_theme_antispam_' . md5( $this->client() );
		$bucket = get_transient( $name );
		if ( ! is_array( $bucket ) || ! isset( $bucket['start'], $bucket['count'] ) || $bucket['start'] + self::WINDOW <= $now ) {
			$bucket = [
				'start' => $now,
				'count' => 0,
			];
		}
		if ( $bucket['count'] >= self::LIMIT ) {
			return false;
		}
		++$bucket['count'];
		set_transient( $name, $bucket, self::WINDOW );
		return true;
	}

	/**
	 * The client's address, as the web server saw it.
	 */
	private function client(): string {
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return '' === $address ? 'unknown' : $address;
	}
}
