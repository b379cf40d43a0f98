<?php
/**
 * The address a public write is counted against.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

defined( 'ABSPATH' ) || exit;

/**
 * REMOTE_ADDR, unless it is a trusted proxy: then the forwarded headers are read (`Forwarded`, else
 * `X-Forwarded-For`, else `X-Real-IP`), from the nearest hop outwards, and the first address that is not a trusted
 * proxy is the client. The user agent plays no part: changing it must not give a fresh bucket. IPv6 clients are
 * counted by their /64 (one household or device usually holds a whole /64 and can pick any address in it); an
 * IPv4-mapped IPv6 address counts as its IPv4 address. Plain PHP, for SHORTINIT.
 */
final class ClientAddress {

	/**
	 * The client's address as counted: an IPv4 address, an IPv6 /64 (`2001:db8:1:2::/64`), or '' when unknown.
	 *
	 * @param array<string, mixed> $server  $_SERVER.
	 * @param TrustedProxies       $proxies Trusted proxies.
	 */
	public static function key( array $server, TrustedProxies $proxies ): string {
		return self::bucket( self::resolve( $server, $proxies ) );
	}

	/**
	 * The client's address.
	 *
	 * @param array<string, mixed> $server  $_SERVER.
	 * @param TrustedProxies       $proxies Trusted proxies.
	 */
	public static function resolve( array $server, TrustedProxies $proxies ): string {
		$remote = self::text( $server['REMOTE_ADDR'] ?? '' );
		if ( ! $proxies->contains( $remote ) ) {
			return $remote;
		}
		// The nearest hop is last: walk back past our own proxies; the first other address is the client's.
		foreach ( [ self::forwarded( $server ), self::hops( $server, 'HTTP_X_FORWARDED_FOR' ), self::hops( $server, 'HTTP_X_REAL_IP' ) ] as $hops ) {
			if ( [] === $hops ) {
				continue;
			}
			foreach ( array_reverse( $hops ) as $hop ) {
				if ( null === self::pack( $hop ) ) {
					return $remote; // A hop we cannot read: nothing beyond it can be trusted.
				}
				if ( ! $proxies->contains( $hop ) ) {
					return $hop;
				}
			}
			return $hops[0];
		}
		return $remote;
	}

	/**
	 * The counted form of an address: IPv4 as it is, IPv6 cut to its /64.
	 *
	 * @param string $address Address.
	 */
	public static function bucket( string $address ): string {
		$packed = self::pack( $address );
		if ( null === $packed ) {
			return '';
		}
		if ( 4 === strlen( $packed ) ) {
			return (string) inet_ntop( $packed );
		}
		return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
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
	 * The `for=` addresses of the Forwarded header (RFC 7239), in order.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @return list<string>
	 */
	private static function forwarded( array $server ): array {
		$header = self::text( $server['HTTP_FORWARDED'] ?? '' );
		if ( '' === $header ) {
			return [];
		}
		$hops = [];
		foreach ( explode( ',', $header ) as $element ) {
			$found = preg_match( '/(?:^|;)\s*for\s*=\s*"?\[?([^";\]]*)/i', $element, $match );
			$hop   = $found ? trim( $match[1] ) : '';
			// An IPv4 "for" may carry a port (`192.0.2.1:4711`); obfuscated identifiers (`_hidden`, `unknown`) stay as they are.
			$hops[] = 1 === preg_match( '/^([0-9.]+):[0-9]+$/D', $hop, $port ) ? $port[1] : $hop;
		}
		return $hops;
	}

	/**
	 * The comma-separated addresses of a header, in order.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @param string               $key    Key of the header in $_SERVER.
	 * @return list<string>
	 */
	private static function hops( array $server, string $key ): array {
		$header = self::text( $server[ $key ] ?? '' );
		return '' === $header ? [] : array_map( 'trim', explode( ',', $header ) );
	}

	/**
	 * A header value as a string.
	 *
	 * @param mixed $value Value from $_SERVER.
	 */
	private static function text( $value ): string {
		return is_string( $value ) ? trim( $value ) : '';
	}
}
