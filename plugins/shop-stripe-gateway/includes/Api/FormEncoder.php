<?php
/**
 * Stripe's form encoding of nested parameters.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

defined( 'ABSPATH' ) || exit;

/**
 * Encodes parameters as Stripe expects them in a form body or a query string: nested keys in brackets
 * (`metadata[order_id]=5`), lists indexed (`expand[0]=latest_charge`), booleans as `true`/`false` and null as an
 * empty string (which Stripe reads as "unset"). http_build_query() cannot be used: it drops nulls and sends
 * booleans as 1/0.
 */
final class FormEncoder {

	/**
	 * The encoded string, keys in the order given.
	 *
	 * @param array<array-key, mixed> $params Parameters.
	 */
	public static function encode( array $params ): string {
		$pairs = [];
		foreach ( self::flatten( $params, '' ) as [ $key, $value ] ) {
			// Brackets in keys stay readable, as in Stripe's own libraries and docs; Stripe parses them either way.
			$pairs[] = str_replace( [ '%5B', '%5D' ], [ '[', ']' ], rawurlencode( $key ) ) . '=' . rawurlencode( $value );
		}
		return implode( '&', $pairs );
	}

	/**
	 * Key/value pairs of the nested parameters.
	 *
	 * @param array<array-key, mixed> $params Parameters.
	 * @param string                  $prefix Key of the enclosing array, or ''.
	 * @return list<array{string, string}>
	 */
	private static function flatten( array $params, string $prefix ): array {
		$pairs = [];
		foreach ( $params as $key => $value ) {
			$name = '' === $prefix ? (string) $key : $prefix . '[' . $key . ']';
			if ( is_array( $value ) ) {
				// An empty array is sent as an empty value, which is how Stripe clears a hash such as metadata.
				$pairs = [] === $value ? [ ...$pairs, [ $name, '' ] ] : [ ...$pairs, ...self::flatten( $value, $name ) ];
				continue;
			}
			$pairs[] = [ $name, self::scalar( $value ) ];
		}
		return $pairs;
	}

	/**
	 * One value as text.
	 *
	 * @param mixed $value Scalar or null.
	 */
	private static function scalar( mixed $value ): string {
		return match ( true ) {
			null === $value  => '',
			is_bool( $value ) => $value ? 'true' : 'false',
			is_scalar( $value ) || $value instanceof \Stringable => (string) $value,
			default          => throw new \InvalidArgumentException( 'Stripe parameters must be scalars or arrays.' ),
		};
	}
}
