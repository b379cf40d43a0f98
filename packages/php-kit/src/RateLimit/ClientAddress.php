<?php
/**
 * The address a request is counted against.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * REMOTE_ADDR, unless it is a trusted proxy and the admin named the header that proxy writes (ForwardedHeader): then
 * that one header is read from the nearest hop outwards, and the first address that is not a trusted proxy is the
 * client. No other header is ever read, so a client cannot pick its own bucket by sending one that a proxy passes on.
 * The user agent plays no part: changing it must not give a fresh bucket. IPv6 clients are counted by their /64 (one
 * household or device usually holds a whole /64 and can pick any address in it), their network by its /48 (what one
 * customer is usually given); an IPv4-mapped IPv6 address counts as its IPv4 address. Plain PHP, for SHORTINIT.
 */
final class ClientAddress {

	/** The wp-config constant naming the trusted proxies for every package: a list, or a comma-separated text. */
	public const PROXIES_CONSTANT = 'SHOP_TRUSTED_PROXIES';

	/** The wp-config constant naming the header those proxies write, for every package. */
	public const HEADER_CONSTANT = 'SHOP_TRUSTED_PROXY_HEADER';

	/**
	 * The bundle's one setting of the proxies and their header, `[ 'proxies' => list, 'header' => string ]`, shared by
	 * every package of the bundle (not one package's option): Shop Consent's Integrations tab writes it, the others
	 * read it, and the wp-config constants win over it.
	 */
	public const SHARED_OPTION = 'shop_bundle_trusted_proxies';

	/**
	 * Constructor.
	 *
	 * @param TrustedProxies  $proxies The proxies in front of the site.
	 * @param ForwardedHeader $header  The header they write the client into.
	 */
	public function __construct(
		public readonly TrustedProxies $proxies = new TrustedProxies( [] ),
		public readonly ForwardedHeader $header = new ForwardedHeader( '' )
	) {}

	/**
	 * The package's own setting, unless the host set the constants in wp-config.php (each wins for its own part).
	 *
	 * @param list<string> $proxies The package's trusted proxies.
	 * @param string       $header  The package's trusted header.
	 * @return array{list<string>, string} Proxies and header in force.
	 */
	public static function configured( array $proxies = [], string $header = '' ): array {
		if ( defined( self::PROXIES_CONSTANT ) ) {
			$value   = constant( self::PROXIES_CONSTANT );
			$proxies = is_array( $value ) ? $value : explode( ',', (string) $value );
		}
		if ( defined( self::HEADER_CONSTANT ) ) {
			$header = (string) constant( self::HEADER_CONSTANT );
		}
		$proxies = array_map( static fn ( $entry ): string => trim( (string) $entry ), $proxies );
		return [ array_values( array_filter( $proxies, [ TrustedProxies::class, 'valid' ] ) ), ForwardedHeader::valid( $header ) ? trim( $header ) : '' ];
	}

	/**
	 * Who the client is for a package without a setting of its own: the wp-config constants, else the bundle's shared
	 * setting (SHARED_OPTION), else REMOTE_ADDR.
	 */
	public static function for_host(): self {
		$shared = function_exists( 'get_option' ) ? get_option( self::SHARED_OPTION, [] ) : [];
		$shared = is_array( $shared ) ? $shared : [];
		[ $proxies, $header ] = self::configured( array_map( 'strval', (array) ( $shared['proxies'] ?? [] ) ), (string) ( $shared['header'] ?? '' ) );
		return new self( new TrustedProxies( $proxies ), new ForwardedHeader( $header ) );
	}

	/**
	 * The client's address as counted: an IPv4 address, an IPv6 /64 (`2001:db8:1:2::/64`), or '' when unknown.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 */
	public function key( array $server ): string {
		return self::bucket( $this->resolve( $server ) );
	}

	/**
	 * The client's address.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 */
	public function resolve( array $server ): string {
		$remote = is_string( $server['REMOTE_ADDR'] ?? null ) ? trim( $server['REMOTE_ADDR'] ) : '';
		$hops   = $this->header->hops( $server );
		if ( [] === $hops || ! $this->proxies->contains( $remote ) ) {
			return $remote;
		}
		// The nearest hop is last: walk back past our own proxies; the first other address is the client's.
		foreach ( array_reverse( $hops ) as $hop ) {
			if ( null === self::pack( $hop ) ) {
				return $remote; // A hop we cannot read: nothing beyond it can be trusted.
			}
			if ( ! $this->proxies->contains( $hop ) ) {
				return trim( $hop, " \t[]" );
			}
		}
		return trim( $hops[0], " \t[]" );
	}

	/**
	 * The counted form of an address: IPv4 as it is, IPv6 cut to its /64.
	 *
	 * @param string $address Address.
	 */
	public static function bucket( string $address ): string {
		return self::prefix( $address, 64 );
	}

	/**
	 * The network of a client (address or bucket) that one party usually holds whole: an IPv6 /48, '' for IPv4
	 * (an IPv4 client is its own network) and for no address.
	 *
	 * @param string $address Address, or bucket().
	 */
	public static function network( string $address ): string {
		$network = self::prefix( explode( '/', $address, 2 )[0], 48 );
		return str_ends_with( $network, '/48' ) ? $network : '';
	}

	/**
	 * An address in binary (4 or 16 bytes; IPv4-mapped IPv6 as 4 bytes), or null when it is none.
	 *
	 * @param string $address Address, IPv6 maybe in brackets.
	 */
	public static function pack( string $address ): ?string {
		$address = trim( $address, " \t[]" );
		if ( '' === $address || false === filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return null;
		}
		$packed = (string) inet_pton( $address );
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return substr( $packed, 12 );
		}
		return $packed;
	}

	/**
	 * IPv4 as it is, IPv6 cut to a prefix of whole bytes (`…::/<bits>`), '' for no address.
	 *
	 * @param string $address Address.
	 * @param int    $bits    48 or 64.
	 */
	private static function prefix( string $address, int $bits ): string {
		$packed = self::pack( $address );
		if ( null === $packed ) {
			return '';
		}
		if ( 4 === strlen( $packed ) ) {
			return (string) inet_ntop( $packed );
		}
		return inet_ntop( substr( $packed, 0, intdiv( $bits, 8 ) ) . str_repeat( "\0", 16 - intdiv( $bits, 8 ) ) ) . '/' . $bits;
	}
}
