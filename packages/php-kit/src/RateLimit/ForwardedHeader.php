<?php
/**
 * The one request header the admin says a trusted proxy writes the client's address into.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * Named by the admin (`Forwarded`, `X-Forwarded-For`, `X-Real-IP`, `CF-Connecting-IP`…), never guessed: a proxy
 * that passes on a header it does not write lets every client write it, so reading any header the proxy does not
 * set would let a client choose its own bucket. No name (the default) reads no header. `Forwarded` is read as
 * RFC 7239 (its `for=` parameters), any other header as a comma-separated list of addresses. Plain PHP, for SHORTINIT.
 */
final class ForwardedHeader {

	/** The header's name as the admin wrote it, '' for none. */
	public readonly string $name;

	/**
	 * Constructor.
	 *
	 * @param string $name A header name; '' or anything that is no header name reads no header.
	 */
	public function __construct( string $name ) {
		$this->name = self::valid( $name ) ? trim( $name ) : '';
	}

	/**
	 * Whether a text is a header name ('' too: no header).
	 *
	 * @param string $name The text.
	 */
	public static function valid( string $name ): bool {
		return '' === trim( $name ) || 1 === preg_match( '/^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/D', trim( $name ) );
	}

	/**
	 * The addresses the header lists, nearest hop last; none when no header is named or sent.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @return list<string>
	 */
	public function hops( array $server ): array {
		if ( '' === $this->name ) {
			return [];
		}
		$value = $server[ 'HTTP_' . strtoupper( str_replace( '-', '_', $this->name ) ) ] ?? '';
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return [];
		}
		$hops = array_map( 'trim', explode( ',', $value ) );
		return 0 === strcasecmp( $this->name, 'Forwarded' ) ? array_map( [ self::class, 'forwarded_for' ], $hops ) : $hops;
	}

	/**
	 * The `for=` address of one element of a Forwarded header (RFC 7239), '' when it has none.
	 *
	 * @param string $element One comma-separated element.
	 */
	private static function forwarded_for( string $element ): string {
		$found = preg_match( '/(?:^|;)\s*for\s*=\s*"?\[?([^";\]]*)/i', $element, $match );
		$hop   = $found ? trim( $match[1] ) : '';
		// An IPv4 "for" may carry a port (`192.0.2.1:4711`); obfuscated identifiers (`_hidden`, `unknown`) stay as they are.
		return 1 === preg_match( '/^([0-9.]+):[0-9]+$/D', $hop, $port ) ? $port[1] : $hop;
	}
}
