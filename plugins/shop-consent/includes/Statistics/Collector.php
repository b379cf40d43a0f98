<?php
/**
 * Decides whether a beacon is counted, and stores it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Guard\ClientRequest;
use ShopConsent\Guard\DailySalt;
use ShopConsent\Guard\WriteGuard;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of one beacon, shared by the fast collector (collect.php, SHORTINIT) and the REST route: statistics
 * enabled; no `Origin` of another site (else 403); valid fields (else 400 and nothing written); not a bot; consent,
 * or anonymous statistics on; within the client's limit and the site-wide ceiling (WriteGuard, else 429); then
 * stored. A visitor is a hash of the client's address and user agent keyed by the day's salt (DailySalt): it counts
 * distinct visitors per day and nobody can link two days; the consent id plays no part. Only plain PHP, $wpdb and
 * functions SHORTINIT loads.
 */
final class Collector {

	/**
	 * Constructor.
	 *
	 * @param CollectorConfig $config The configuration.
	 * @param HitStore        $store  Writes the view.
	 */
	public function __construct(
		private CollectorConfig $config,
		private HitStore $store
	) {}

	/**
	 * Handles one beacon.
	 *
	 * @param array<mixed>  $input   The form fields.
	 * @param ClientRequest $request Address, user agent and origin (hashed or compared only, never stored).
	 * @param int           $now     Unix time.
	 */
	public function collect( array $input, ClientRequest $request, int $now ): CollectorResult {
		if ( ! $this->config->enabled ) {
			return new CollectorResult( 200, 'disabled' );
		}
		if ( ! $request->same_site( $this->config->guard->hosts ) ) {
			return new CollectorResult( 403, WriteGuard::FOREIGN_ORIGIN );
		}
		try {
			$hit = Hit::parse( $input );
		} catch ( InvalidHit $invalid ) {
			return new CollectorResult( 400, 'invalid', $invalid->field );
		}
		if ( ( new BotDetector( $this->config->bots ) )->is_bot( $request->user_agent ) ) {
			return new CollectorResult( 200, 'bot' );
		}
		if ( ! $hit->consent && ! $this->config->anonymous ) {
			return new CollectorResult( 200, 'no_consent' );
		}
		$guarded = ( new WriteGuard( $this->config->guard ) )->check( 'statistics', $request, $now );
		if ( WriteGuard::OK !== $guarded ) {
			return new CollectorResult( WriteGuard::status( $guarded ), $guarded );
		}
		if ( $hit->referrer === $this->config->site_host ) {
			$hit = $hit->without_referrer();
		}
		$day     = gmdate( 'Y-m-d', $now );
		$visitor = $hit->consent ? DailySalt::hash( 'visitor|' . $request->address . '|' . $request->user_agent, $now ) : '';
		return $this->store->record( $hit, $day, $visitor, $now )
			? new CollectorResult( 202, 'counted' )
			: new CollectorResult( 500, 'failed' );
	}
}
