<?php
/**
 * Counts a request against its client's limit, its network's share and the site's ceiling.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * In order: the client (ClientAddress::key()) against its limit per window, then, for a limit with a site ceiling,
 * the client's IPv6 /48 against its share of the ceiling and the site against the ceiling. A request refused at one
 * step is not counted at the next, so one flooding client cannot use up its network's share, nor one network the
 * site's ceiling. Counters that cannot be written refuse nothing: a broken table must not stop the site's work.
 */
final class RateLimiter {

	public const OK = '';

	public const CLIENT = 'client';

	public const NETWORK = 'network';

	public const SITE = 'site';

	/**
	 * Constructor.
	 *
	 * @param Counters $counters The package's counters.
	 */
	public function __construct( public readonly Counters $counters ) {}

	/**
	 * Counts one request; says which limit refused it.
	 *
	 * @param RateLimit $limit   The limit.
	 * @param string    $address The client as counted (ClientAddress::key()).
	 * @param int       $now     Unix time.
	 * @return ''|'client'|'network'|'site' OK when the request may go ahead.
	 */
	public function hit( RateLimit $limit, string $address, int $now ): string {
		if ( $this->counters->add( $limit->name, $address, $limit->window, $now ) > $limit->client ) {
			return self::CLIENT;
		}
		if ( $limit->site <= 0 ) {
			return self::OK;
		}
		$network = ClientAddress::network( $address );
		if ( '' !== $network && $this->counters->add( $limit->name, 'network|' . $network, $limit->site_window, $now ) > $limit->network() ) {
			return self::NETWORK;
		}
		return $this->counters->add( $limit->name, Counters::SITE, $limit->site_window, $now ) > $limit->site ? self::SITE : self::OK;
	}

	/**
	 * The seconds until the window of the limit that refused a request ends.
	 *
	 * @param RateLimit $limit   The limit.
	 * @param string    $refused hit()'s result.
	 * @param int       $now     Unix time.
	 */
	public static function retry_after( RateLimit $limit, string $refused, int $now ): int {
		return Counters::retry_after( self::CLIENT === $refused ? $limit->window : $limit->site_window, $now );
	}
}
