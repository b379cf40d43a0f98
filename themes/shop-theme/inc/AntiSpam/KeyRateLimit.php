<?php
/**
 * How many anti-spam keys one client may ask for.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

use ShopTheme\Kit\RateLimit\ClientAddress;
use ShopTheme\Kit\RateLimit\Counters;
use ShopTheme\Kit\RateLimit\RateLimit;
use ShopTheme\Kit\RateLimit\RateLimiter;
use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window per client, counted atomically by the kit's RateLimiter in `{prefix}shop_theme_rate_limits`. The
 * client is the kit's ClientAddress: REMOTE_ADDR, or behind the proxies named in wp-config.php
 * (`SHOP_TRUSTED_PROXIES`) the address their header (`SHOP_TRUSTED_PROXY_HEADER`) names, so behind a CDN each
 * shopper has a bucket of their own; IPv6 clients count by their /64. A shopper's browser keeps a key for its
 * lifetime, so one page view an hour asks once; LIMIT per WINDOW leaves room for several browsers behind one address
 * and stops a script that harvests keys. A theme has no uninstall: switching to another theme drops the table (the
 * counters are only good for ten minutes anyway), the first key asked for creates it again.
 */
final class KeyRateLimit implements Service {

	/** Keys one client may get per window. */
	public const LIMIT = 30;

	/** Window in seconds. */
	public const WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * Drops the counters when the site leaves the theme.
	 */
	public function register(): void {
		add_action( 'switch_theme', [ $this, 'forget' ] );
	}

	/**
	 * Counts one request of the current client; false when it is over the limit.
	 *
	 * @param int $now Unix time.
	 */
	public function allow( int $now ): bool {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- addresses are validated by the kit's ClientAddress.
		$client = ClientAddress::for_host()->key( $_SERVER );
		return RateLimiter::OK === ( new RateLimiter( self::counters() ) )->hit( new RateLimit( 'antispam-key', self::LIMIT, self::WINDOW ), $client, $now );
	}

	/**
	 * Drops the counters' table.
	 */
	public function forget(): void {
		self::counters()->drop();
	}

	/**
	 * The theme's counters.
	 */
	public static function counters(): Counters {
		global $wpdb;
		return new Counters( $wpdb->prefix . 'shop_theme_rate_limits' );
	}
}
