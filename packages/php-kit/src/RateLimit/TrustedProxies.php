<?php
/**
 * The proxies an admin says stand in front of the site.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * A list of addresses and CIDR ranges (IPv4 and IPv6). Forwarded headers name the client only when the request
 * comes from one of them: anyone else can write any address into such a header. Invalid entries are ignored.
 * Plain PHP: the fast collector (SHORTINIT) uses it too.
 */
final class TrustedProxies {

	/** @var list<array{string, int}> Packed network address and prefix length. */
	private array $ranges = [];

	/**
	 * Constructor.
	 *
	 * @param list<string> $entries Addresses or CIDR ranges, e.g. `10.0.0.0/8`, `2001:db8::/32`, `192.0.2.1`.
	 */
	public function __construct( array $entries ) {
		foreach ( $entries as $entry ) {
			$range = self::range( (string) $entry );
			if ( null !== $range ) {
				$this->ranges[] = $range;
			}
		}
	}

	/**
	 * Whether an entry is an address or a CIDR range.
	 *
	 * @param string $entry The entry.
	 */
	public static function valid( string $entry ): bool {
		return null !== self::range( $entry );
	}

	/**
	 * Whether no proxy is trusted.
	 */
	public function none(): bool {
		return [] === $this->ranges;
	}

	/**
	 * Whether an address is one of the trusted proxies.
	 *
	 * @param string $address IPv4 or IPv6 address.
	 */
	public function contains( string $address ): bool {
		$packed = ClientAddress::pack( $address );
		if ( null === $packed ) {
			return false;
		}
		foreach ( $this->ranges as [ $network, $bits ] ) {
			if ( strlen( $network ) === strlen( $packed ) && self::prefix( $packed, $bits ) === $network ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The packed network and prefix length of an entry, or null when it is not one.
	 *
	 * @param string $entry Address or CIDR range.
	 * @return array{string, int}|null
	 */
	private static function range( string $entry ): ?array {
		$parts  = explode( '/', trim( $entry ), 2 );
		$packed = ClientAddress::pack( $parts[0] );
		if ( null === $packed ) {
			return null;
		}
		$max = strlen( $packed ) * 8;
		if ( ! isset( $parts[1] ) ) {
			return [ $packed, $max ];
		}
		if ( 1 !== preg_match( '/^[0-9]{1,3}$/D', $parts[1] ) || (int) $parts[1] > $max ) {
			return null;
		}
		return [ self::prefix( $packed, (int) $parts[1] ), (int) $parts[1] ];
	}

	/**
	 * The first $bits bits of a packed address, the rest zero.
	 *
	 * @param string $packed Packed address.
	 * @param int    $bits   Prefix length.
	 */
	private static function prefix( string $packed, int $bits ): string {
		$out = '';
		for ( $i = 0, $n = strlen( $packed ); $i < $n; $i++ ) {
			$keep = max( 0, min( 8, $bits - $i * 8 ) );
			$out .= chr( ord( $packed[ $i ] ) & ( 0xff << ( 8 - $keep ) ) & 0xff );
		}
		return $out;
	}
}
