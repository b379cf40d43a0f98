<?php
/**
 * Decides whether a beacon is counted, and stores it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

/**
 * The rules of one beacon, shared by the fast collector (collect.php, SHORTINIT) and the REST route: statistics
 * enabled; valid fields (else 400 and nothing written); not a bot; consent, or anonymous statistics on; within the
 * client's rate limit (else 429); then stored. Only plain PHP, $wpdb and functions SHORTINIT loads.
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
	 * @param array<mixed> $input      The form fields.
	 * @param string       $user_agent The User-Agent header (bot check and rate-limit hash only).
	 * @param string       $address    The client's address (rate-limit hash only).
	 * @param int          $now        Unix time.
	 */
	public function collect( array $input, string $user_agent, string $address, int $now ): CollectorResult {
		if ( ! $this->config->enabled ) {
			return new CollectorResult( 200, 'disabled' );
		}
		try {
			$hit = Hit::parse( $input );
		} catch ( InvalidHit $invalid ) {
			return new CollectorResult( 400, 'invalid', $invalid->field );
		}
		if ( ( new BotDetector( $this->config->bots ) )->is_bot( $user_agent ) ) {
			return new CollectorResult( 200, 'bot' );
		}
		if ( ! $hit->consent && ! $this->config->anonymous ) {
			return new CollectorResult( 200, 'no_consent' );
		}
		$limiter = new ClientLimiter( $this->config->limit, CollectorConfig::WINDOW, $this->config->secret );
		if ( ! $limiter->hit( $address, $user_agent, $now ) ) {
			return new CollectorResult( 429, 'rate_limited' );
		}
		if ( $hit->referrer === $this->config->site_host ) {
			$hit = $hit->without_referrer();
		}
		$day     = gmdate( 'Y-m-d', $now );
		$visitor = '' === $hit->consent_id ? '' : substr( hash_hmac( 'sha256', $hit->consent_id . '|' . $day, $this->config->secret ), 0, 16 );
		return $this->store->record( $hit, $day, $visitor, $now )
			? new CollectorResult( 202, 'counted' )
			: new CollectorResult( 500, 'failed' );
	}
}
