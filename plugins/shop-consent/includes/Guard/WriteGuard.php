<?php
/**
 * The checks every public write passes before it is stored.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Kit\RateLimit\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * An `Origin` naming another site is refused (403), then the client's limit, its IPv6 /48's share of the site-wide
 * ceiling and the ceiling are counted (429, the kit's RateLimiter in `{prefix}shop_consent_rate_limits`). The consent
 * log, the clearing of cookies and the statistics beacon (REST and collect.php) all pass here.
 * Plain PHP and $wpdb, for SHORTINIT.
 */
final class WriteGuard {

	public const OK = '';

	public const FOREIGN_ORIGIN = 'foreign_origin';

	public const RATE_LIMITED = 'rate_limited';

	public const SITE_BUSY = 'site_busy';

	/**
	 * Constructor.
	 *
	 * @param GuardConfig $config  The configuration.
	 * @param RateLimiter $limiter The counters (GuardTables::limiter() by default).
	 */
	public function __construct( private GuardConfig $config, private ?RateLimiter $limiter = null ) {}

	/**
	 * Checks one write.
	 *
	 * @param string        $name    Name of the write (`log`, `clear-cookies`, `statistics`).
	 * @param ClientRequest $request The request.
	 * @param int           $now     Unix time.
	 * @return string One of the constants; OK when the write may go ahead.
	 */
	public function check( string $name, ClientRequest $request, int $now ): string {
		if ( ! $request->same_site( $this->config->hosts ) ) {
			return self::FOREIGN_ORIGIN;
		}
		$limiter = $this->limiter ?? GuardTables::limiter();
		return match ( $limiter->hit( $this->config->limit( $name ), $request->address, $now ) ) {
			RateLimiter::CLIENT, RateLimiter::NETWORK => self::RATE_LIMITED,
			RateLimiter::SITE => self::SITE_BUSY,
			default => self::OK,
		};
	}

	/**
	 * The HTTP status of a result.
	 *
	 * @param string $result One of the constants.
	 */
	public static function status( string $result ): int {
		return match ( $result ) {
			self::FOREIGN_ORIGIN => 403,
			self::RATE_LIMITED, self::SITE_BUSY => 429,
			default => 200,
		};
	}
}
