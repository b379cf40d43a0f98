<?php
/**
 * What the guard of public writes is told by the settings and filters.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Kit\RateLimit\ClientAddress;
use ShopConsent\Kit\RateLimit\ForwardedHeader;
use ShopConsent\Kit\RateLimit\RateLimit;
use ShopConsent\Kit\RateLimit\TrustedProxies;

defined( 'ABSPATH' ) || exit;

/**
 * Trusted proxies and the header they write the client into, the hosts an `Origin` may name, and the limits. Full
 * WordPress builds it from the settings and filters (from_wordpress()); the fast collector (SHORTINIT: no filters)
 * reads the same values from the option the statistics keep for it (CollectorConfig), through to_array() and
 * from_array(). The wp-config constants of the kit's ClientAddress win over the settings' proxies and header.
 */
final class GuardConfig {

	/** Defaults per write: client limit, window in seconds, site-wide ceiling per minute. */
	public const DEFAULTS = [
		'log'           => [ 30, 600, 600 ],
		'clear-cookies' => [ 60, 600, 1200 ],
		'statistics'    => [ 120, 600, 6000 ],
	];

	/**
	 * Constructor.
	 *
	 * @param list<string>                   $proxies Trusted proxies (addresses or CIDR ranges).
	 * @param list<string>                   $hosts   Host names of the site: an `Origin` naming another is refused.
	 * @param array<string, array{int, int, int}> $limits  Per write: client limit, window (s), site-wide ceiling per minute.
	 * @param string                         $header  The header the trusted proxies write the client into ('' none).
	 */
	public function __construct(
		public readonly array $proxies,
		public readonly array $hosts,
		public readonly array $limits,
		public readonly string $header = ''
	) {}

	/**
	 * The configuration from the settings and the filters (full WordPress only).
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 */
	public static function from_wordpress( array $settings ): self {
		$limits = [];
		foreach ( self::DEFAULTS as $name => [ $client, $window, $site ] ) {
			/**
			 * Filters how many writes one client (one address, an IPv6 /64) may make per window. Raise it where many
			 * visitors share one address that no trusted proxy resolves (a kiosk, a test suite).
			 *
			 * @param int    $limit Writes allowed per window (log 30, clear-cookies 60, statistics 120 per 10 minutes).
			 * @param string $name  Name of the limit: `log`, `clear-cookies` or `statistics`.
			 */
			$client = (int) apply_filters( 'shop_consent_rate_limit', $client, $name );
			/**
			 * Filters how many writes of one kind the whole site accepts per minute, from all clients together.
			 *
			 * @param int    $limit Writes per minute (log 600, clear-cookies 1200, statistics 6000).
			 * @param string $name  Name of the limit.
			 */
			$site            = (int) apply_filters( 'shop_consent_site_rate_limit', $site, $name );
			$limits[ $name ] = [ max( 1, $client ), $window, max( 1, $site ) ];
		}
		$hosts = [];
		foreach ( [ get_option( 'home' ), get_option( 'siteurl' ) ] as $url ) {
			$hosts[] = strtolower( (string) wp_parse_url( (string) $url, PHP_URL_HOST ) );
		}
		/**
		 * Filters the host names a public write's `Origin` header may name (the site's own by default). Add the other
		 * domains of a multi-domain site.
		 *
		 * @param list<string> $hosts Host names, lower case.
		 */
		$hosts = (array) apply_filters( 'shop_consent_allowed_origins', array_values( array_unique( array_filter( $hosts ) ) ) );
		[ $proxies, $header ] = ClientAddress::configured(
			array_map( 'strval', (array) ( $settings['trusted_proxies'] ?? [] ) ),
			(string) ( $settings['trusted_header'] ?? '' )
		);
		return new self(
			$proxies,
			array_values( array_map( static fn ( $host ): string => strtolower( (string) $host ), $hosts ) ),
			$limits,
			$header
		);
	}

	/**
	 * The configuration in a stored array, or defaults for what is missing (works under SHORTINIT).
	 *
	 * @param mixed $value to_array()'s result.
	 */
	public static function from_array( $value ): self {
		$value  = is_array( $value ) ? $value : [];
		$limits = [];
		foreach ( self::DEFAULTS as $name => $default ) {
			$limit           = $value['limits'][ $name ] ?? null;
			$limits[ $name ] = is_array( $limit ) && 3 === count( $limit ) ? array_map( static fn ( $n ): int => max( 1, (int) $n ), array_values( $limit ) ) : $default;
		}
		[ $proxies, $header ] = ClientAddress::configured( array_map( 'strval', (array) ( $value['proxies'] ?? [] ) ), (string) ( $value['header'] ?? '' ) );
		return new self(
			$proxies,
			array_values( array_map( 'strval', (array) ( $value['hosts'] ?? [] ) ) ),
			$limits,
			$header
		);
	}

	/**
	 * The stored form.
	 *
	 * @return array{proxies: list<string>, header: string, hosts: list<string>, limits: array<string, array{int, int, int}>}
	 */
	public function to_array(): array {
		return [
			'proxies' => $this->proxies,
			'header'  => $this->header,
			'hosts'   => $this->hosts,
			'limits'  => $this->limits,
		];
	}

	/**
	 * Who the client of a request is, through the trusted proxies and their header.
	 */
	public function client(): ClientAddress {
		return new ClientAddress( new TrustedProxies( $this->proxies ), new ForwardedHeader( $this->header ) );
	}

	/**
	 * One of the limits.
	 *
	 * @param string $name Name of the write.
	 */
	public function limit( string $name ): RateLimit {
		[ $client, $window, $site ] = $this->limits[ $name ] ?? [ 30, 600, 600 ];
		return new RateLimit( $name, $client, $window, $site, 60 );
	}
}
