<?php
/**
 * What the guard reads of a public write's request.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Kit\RateLimit\ClientAddress;

defined( 'ABSPATH' ) || exit;

/**
 * The client's counted address (never stored), its user agent (bot detection, the visitor hash) and the `Origin`
 * header (null when the browser sent none). Plain PHP, for SHORTINIT.
 */
final class ClientRequest {

	/**
	 * Constructor.
	 *
	 * @param string      $address    ClientAddress::key().
	 * @param string      $user_agent The User-Agent header.
	 * @param string|null $origin     The Origin header, null when absent.
	 */
	public function __construct(
		public readonly string $address,
		public readonly string $user_agent,
		public readonly ?string $origin
	) {}

	/**
	 * The request as the server describes it.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @param ClientAddress        $client Who the client is (GuardConfig::client()).
	 */
	public static function from_server( array $server, ClientAddress $client ): self {
		$origin = $server['HTTP_ORIGIN'] ?? null;
		return new self(
			$client->key( $server ),
			is_string( $server['HTTP_USER_AGENT'] ?? null ) ? $server['HTTP_USER_AGENT'] : '',
			is_string( $origin ) ? trim( $origin ) : null
		);
	}

	/**
	 * Whether the Origin header, when there is one, names one of the site's hosts. Browsers send it with every
	 * cross-site POST (and sendBeacon), so a page elsewhere cannot write through a visitor's browser; `null`
	 * (sandboxed or opaque origins) is not the site either. No header: not a browser's cross-site request.
	 *
	 * @param list<string> $hosts The site's host names.
	 */
	public function same_site( array $hosts ): bool {
		if ( null === $this->origin ) {
			return true;
		}
		$host = parse_url( $this->origin, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- SHORTINIT has no wp_parse_url.
		return is_string( $host ) && in_array( strtolower( trim( $host, '[]' ) ), $hosts, true );
	}
}
