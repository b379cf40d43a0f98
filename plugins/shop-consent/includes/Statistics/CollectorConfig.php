<?php
/**
 * What the collector needs to know, in one autoloaded option.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

/**
 * The fast collector loads WordPress with SHORTINIT: no plugins, no filters, no pluggable functions (no wp_salt).
 * So full WordPress computes this object from the settings and the filters (CollectorConfigSync) and stores it in
 * `shop_consent_stats_collector`; the collector reads it with one get_option(). The secret keys the hashes of the
 * rate limit and of visitors; it never leaves the server.
 */
final class CollectorConfig {

	public const OPTION = 'shop_consent_stats_collector';

	/** Beacons one client (address and user agent) may send per window. */
	public const DEFAULT_LIMIT = 120;

	/** Window of the rate limit, in seconds. */
	public const WINDOW = 600;

	/**
	 * Constructor.
	 *
	 * @param bool   $enabled   Statistics on.
	 * @param bool   $anonymous Count visitors without consent, in daily totals only.
	 * @param int    $limit     Beacons per client and window.
	 * @param string $bots      User-agent pattern of bots (BotDetector).
	 * @param string $secret    Key of the hashes (hex).
	 * @param string $site_host The site's host without `www.`: referrals from it are not counted as referrers.
	 */
	public function __construct(
		public readonly bool $enabled,
		public readonly bool $anonymous,
		public readonly int $limit,
		public readonly string $bots,
		public readonly string $secret,
		public readonly string $site_host
	) {}

	/**
	 * The configuration from the settings and the filters (full WordPress only).
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 * @param string               $secret   The stored secret.
	 */
	public static function from_settings( array $settings, string $secret ): self {
		/** This filter is documented in includes/Log/RateLimiter.php */
		$limit = (int) apply_filters( 'shop_consent_rate_limit', self::DEFAULT_LIMIT, 'statistics' );
		/**
		 * Filters the user-agent pattern (PCRE) of bots whose beacons are not counted. An invalid pattern is ignored.
		 *
		 * @param string $pattern The pattern.
		 */
		$bots = (string) apply_filters( 'shop_consent_statistics_bots', BotDetector::PATTERN );
		if ( false === @preg_match( $bots, '' ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- testing a filtered pattern.
			$bots = BotDetector::PATTERN;
		}
		return new self(
			(bool) $settings['statistics']['enabled'],
			(bool) $settings['statistics']['anonymous'],
			max( 1, $limit ),
			$bots,
			$secret,
			self::bare_host( (string) wp_parse_url( (string) get_option( 'home' ), PHP_URL_HOST ) )
		);
	}

	/**
	 * The stored configuration, or null when there is none yet (works under SHORTINIT).
	 */
	public static function stored(): ?self {
		$value = get_option( self::OPTION );
		if ( ! is_array( $value ) || ! is_string( $value['secret'] ?? null ) || '' === $value['secret'] ) {
			return null;
		}
		return new self(
			(bool) ( $value['enabled'] ?? false ),
			(bool) ( $value['anonymous'] ?? false ),
			max( 1, (int) ( $value['limit'] ?? self::DEFAULT_LIMIT ) ),
			is_string( $value['bots'] ?? null ) ? $value['bots'] : BotDetector::PATTERN,
			$value['secret'],
			is_string( $value['site_host'] ?? null ) ? $value['site_host'] : ''
		);
	}

	/**
	 * The option's value.
	 *
	 * @return array{enabled: bool, anonymous: bool, limit: int, bots: string, secret: string, site_host: string}
	 */
	public function to_array(): array {
		return [
			'enabled'   => $this->enabled,
			'anonymous' => $this->anonymous,
			'limit'     => $this->limit,
			'bots'      => $this->bots,
			'secret'    => $this->secret,
			'site_host' => $this->site_host,
		];
	}

	/**
	 * A host without its `www.` prefix, lower case.
	 *
	 * @param string $host Host name.
	 */
	public static function bare_host( string $host ): string {
		return (string) preg_replace( '/^www\./', '', strtolower( $host ) );
	}
}
