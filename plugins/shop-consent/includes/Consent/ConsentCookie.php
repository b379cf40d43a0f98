<?php
/**
 * Reads the `shop_consent` cookie with the storefront core's rules.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * `shop_consent` holds the URL-encoded JSON {"strict":1,"thirdparty":0,"advanced":0,"version":1,"id":"<hex>"}.
 * Valid only when the flags are 0/1, the version an integer >= 0, the id 8-64 hex characters and strict 0 implies
 * the others 0 (src/frontend/README.md). Anything else is "no decision".
 */
final class ConsentCookie {

	public const NAME = 'shop_consent';

	/**
	 * The decision in a cookie value, or null.
	 *
	 * @param mixed $raw The cookie value as PHP gives it (already URL-decoded, maybe slashed).
	 * @return array{strict: int, thirdparty: int, advanced: int, version: int, id: string}|null
	 */
	public static function parse( $raw ): ?array {
		if ( ! is_string( $raw ) || '' === $raw || strlen( $raw ) > 1000 ) {
			return null;
		}
		$record = json_decode( wp_unslash( $raw ), true );
		if ( ! is_array( $record ) ) {
			return null;
		}
		foreach ( [ 'strict', 'thirdparty', 'advanced' ] as $flag ) {
			if ( ! in_array( $record[ $flag ] ?? null, [ 0, 1 ], true ) ) {
				return null;
			}
		}
		if ( ! is_int( $record['version'] ?? null ) || $record['version'] < 0 ) {
			return null;
		}
		if ( ! is_string( $record['id'] ?? null ) || ! preg_match( '/^[0-9a-f]{8,64}$/', $record['id'] ) ) {
			return null;
		}
		if ( 0 === $record['strict'] && ( 1 === $record['thirdparty'] || 1 === $record['advanced'] ) ) {
			return null;
		}
		return [
			'strict'     => $record['strict'],
			'thirdparty' => $record['thirdparty'],
			'advanced'   => $record['advanced'],
			'version'    => $record['version'],
			'id'         => $record['id'],
		];
	}

	/**
	 * The decision of the current request's cookie, or null; a record older than $version is no decision.
	 *
	 * @param int $version The configured consent version.
	 * @return array{strict: int, thirdparty: int, advanced: int, version: int, id: string}|null
	 */
	public static function current( int $version ): ?array {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- parsed and validated field by field.
		$record = self::parse( $_COOKIE[ self::NAME ] ?? null );
		return null !== $record && $record['version'] >= $version ? $record : null;
	}
}
