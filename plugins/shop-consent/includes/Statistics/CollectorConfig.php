<?php
/**
 * What the collector needs to know, in one autoloaded option.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Guard\GuardConfig;

defined( 'ABSPATH' ) || exit;

/**
 * The fast collector loads WordPress with SHORTINIT: no plugins, no filters, no pluggable functions (no wp_salt).
 * So full WordPress computes this object from the settings and the filters (CollectorConfigSync) and stores it in
 * `shop_consent_stats_collector`; the collector reads it with one get_option(). It holds no secret: hashes are keyed
 * by the day's salt (Guard\DailySalt).
 */
final class CollectorConfig {

	public const OPTION = 'shop_consent_stats_collector';

	/**
	 * Constructor.
	 *
	 * @param bool        $enabled   Statistics on.
	 * @param bool        $anonymous Count visitors without consent, in daily totals only.
	 * @param string      $bots      User-agent pattern of bots (BotDetector).
	 * @param string      $site_host The site's host without `www.`: referrals from it are not counted as referrers.
	 * @param GuardConfig $guard     Trusted proxies, the site's hosts and the rate limits.
	 */
	public function __construct(
		public readonly bool $enabled,
		public readonly bool $anonymous,
		public readonly string $bots,
		public readonly string $site_host,
		public readonly GuardConfig $guard
	) {}

	/**
	 * The configuration from the settings and the filters (full WordPress only).
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 */
	public static function from_settings( array $settings ): self {
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
			$bots,
			self::bare_host( (string) wp_parse_url( (string) get_option( 'home' ), PHP_URL_HOST ) ),
			GuardConfig::from_wordpress( $settings )
		);
	}

	/**
	 * The stored configuration, or null when there is none yet (works under SHORTINIT).
	 */
	public static function stored(): ?self {
		$value = get_option( self::OPTION );
		if ( ! is_array( $value ) || ! is_array( $value['guard'] ?? null ) ) {
			return null;
		}
		return new self(
			(bool) ( $value['enabled'] ?? false ),
			(bool) ( $value['anonymous'] ?? false ),
			is_string( $value['bots'] ?? null ) ? $value['bots'] : BotDetector::PATTERN,
			is_string( $value['site_host'] ?? null ) ? $value['site_host'] : '',
			GuardConfig::from_array( $value['guard'] )
		);
	}

	/**
	 * The option's value.
	 *
	 * @return array{enabled: bool, anonymous: bool, bots: string, site_host: string, guard: array<string, mixed>}
	 */
	public function to_array(): array {
		return [
			'enabled'   => $this->enabled,
			'anonymous' => $this->anonymous,
			'bots'      => $this->bots,
			'site_host' => $this->site_host,
			'guard'     => $this->guard->to_array(),
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
