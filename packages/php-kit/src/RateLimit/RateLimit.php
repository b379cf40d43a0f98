<?php
/**
 * How many requests of one kind a client, its network and the whole site may make.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * One limit per kind of request: per client (ClientAddress::key()) and fixed window and, when the limit has a site
 * ceiling, per site window for all clients together (what many addresses, a botnet, can make), with a share of that
 * ceiling per IPv6 /48 so one party holding a /48 (65,536 /64s, each a client) cannot use the whole ceiling up.
 */
final class RateLimit {

	/** One IPv6 /48 may use this fraction of the site ceiling (1/10). */
	public const NETWORK_SHARE = 10;

	/**
	 * Constructor.
	 *
	 * @param string $name        Name of the kind of request (a longer one than 20 characters is stored hashed).
	 * @param int    $client      Requests one client may make per window.
	 * @param int    $window      Window in seconds.
	 * @param int    $site        Requests the whole site accepts per site window; 0 for no ceiling.
	 * @param int    $site_window The site ceiling's window in seconds (a minute unless told).
	 */
	public function __construct(
		public readonly string $name,
		public readonly int $client,
		public readonly int $window,
		public readonly int $site = 0,
		public readonly int $site_window = 60
	) {}

	/**
	 * Requests one IPv6 /48 may make per site window: its share of the ceiling (0: no ceiling).
	 */
	public function network(): int {
		return $this->site > 0 ? max( 1, intdiv( $this->site, self::NETWORK_SHARE ) ) : 0;
	}
}
