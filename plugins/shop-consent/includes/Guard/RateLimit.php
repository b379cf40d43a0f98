<?php
/**
 * How many writes of one kind a client, and the whole site, may make.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

defined( 'ABSPATH' ) || exit;

/**
 * One limit per public write: per client (address, see ClientAddress) and fixed window, and a site-wide ceiling per
 * minute that bounds what many addresses together (a botnet) can write. Values come from GuardConfig.
 */
final class RateLimit {

	/** Defaults per write: client limit, window in seconds, site-wide ceiling per minute. */
	public const DEFAULTS = [
		'log'           => [ 30, 600, 600 ],
		'clear-cookies' => [ 60, 600, 1200 ],
		'statistics'    => [ 120, 600, 6000 ],
	];

	/**
	 * Constructor.
	 *
	 * @param string $name     Name of the write (`log`, `clear-cookies`, `statistics`).
	 * @param int    $client   Writes one client may make per window.
	 * @param int    $window   Window in seconds.
	 * @param int    $site     Writes the whole site accepts per minute.
	 */
	public function __construct(
		public readonly string $name,
		public readonly int $client,
		public readonly int $window,
		public readonly int $site
	) {}
}
