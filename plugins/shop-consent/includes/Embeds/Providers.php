<?php
/**
 * The third-party services whose embeds are held back until consent.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Embeds;

defined( 'ABSPATH' ) || exit;

/**
 * Each provider: a name shown to visitors, the kind of content (video, map, post, audio) and the hosts it loads
 * from (a host matches itself and its subdomains). Extend the list with `shop_consent_blocked_embed_providers`.
 */
final class Providers {

	/** Slugs of the shipped providers; each has a setting under `embeds` (SettingsSchema). */
	public const BUILT_IN = [ 'youtube', 'vimeo', 'googlemaps', 'x', 'instagram', 'spotify', 'soundcloud' ];

	/**
	 * The list, after the filter.
	 *
	 * @return array<string, array{name: string, kind: string, hosts: string[], paths?: string[]}>
	 */
	public static function all(): array {
		$providers = [
			'youtube'    => [
				'name'  => 'YouTube',
				'kind'  => 'video',
				'hosts' => [ 'youtube.com', 'youtube-nocookie.com', 'youtu.be' ],
			],
			'vimeo'      => [
				'name'  => 'Vimeo',
				'kind'  => 'video',
				'hosts' => [ 'vimeo.com' ],
			],
			'googlemaps' => [
				'name'  => 'Google Maps',
				'kind'  => 'map',
				'hosts' => [ 'google.com', 'maps.google.com' ],
				'paths' => [ '/maps' ],
			],
			'x'          => [
				'name'  => 'X',
				'kind'  => 'post',
				'hosts' => [ 'twitter.com', 'x.com', 'platform.twitter.com' ],
			],
			'instagram'  => [
				'name'  => 'Instagram',
				'kind'  => 'post',
				'hosts' => [ 'instagram.com' ],
			],
			'spotify'    => [
				'name'  => 'Spotify',
				'kind'  => 'audio',
				'hosts' => [ 'spotify.com' ],
			],
			'soundcloud' => [
				'name'  => 'SoundCloud',
				'kind'  => 'audio',
				'hosts' => [ 'soundcloud.com' ],
			],
		];

		/**
		 * Filters the services whose embeds are replaced by a placeholder until third-party content is allowed.
		 *
		 * @param array<string, array{name: string, kind: string, hosts: string[], paths?: string[]}> $providers
		 *        Keyed by slug; kind is video, map, post or audio; paths (optional) restrict the match to URL paths
		 *        starting with one of them.
		 */
		$filtered = apply_filters( 'shop_consent_blocked_embed_providers', $providers );

		return is_array( $filtered ) ? $filtered : $providers;
	}

	/**
	 * The provider a URL loads from.
	 *
	 * @param string                                                                                $url       An iframe or script URL.
	 * @param array<string, array{name: string, kind: string, hosts: string[], paths?: string[]}> $providers The list.
	 * @return string|null The provider's slug, null for other URLs.
	 */
	public static function match( string $url, array $providers ): ?string {
		$parts = wp_parse_url( str_starts_with( $url, '//' ) ? 'https:' . $url : $url );
		$host  = strtolower( (string) ( $parts['host'] ?? '' ) );
		$path  = (string) ( $parts['path'] ?? '' );
		if ( '' === $host ) {
			return null;
		}
		foreach ( $providers as $slug => $provider ) {
			foreach ( (array) ( $provider['hosts'] ?? [] ) as $known ) {
				$known = strtolower( (string) $known );
				$hosts = $host === $known || str_ends_with( $host, '.' . $known );
				if ( $hosts && self::path_matches( $path, (array) ( $provider['paths'] ?? [] ) ) ) {
					return (string) $slug;
				}
			}
		}
		// maps.google.<country> (maps.google.de, maps.google.co.uk...).
		if ( isset( $providers['googlemaps'] ) && str_starts_with( $host, 'maps.google.' ) ) {
			return 'googlemaps';
		}
		return null;
	}

	/**
	 * Whether a path starts with one of the prefixes (any path when there are none).
	 *
	 * @param string   $path     URL path.
	 * @param string[] $prefixes Allowed prefixes.
	 */
	private static function path_matches( string $path, array $prefixes ): bool {
		if ( [] === $prefixes ) {
			return true;
		}
		foreach ( $prefixes as $prefix ) {
			if ( str_starts_with( $path, (string) $prefix ) ) {
				return true;
			}
		}
		return false;
	}
}
