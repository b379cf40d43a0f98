<?php
/**
 * Verifies the Stripe-Signature header of a webhook delivery.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's scheme (https://docs.stripe.com/webhooks#verify-manually): the header is `t=<unix time>,v1=<hex>[,v1=…]`
 * (v0 and unknown schemes ignored); the expected signature is HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint
 * secret, compared in constant time with every v1; a timestamp more than TOLERANCE seconds from now, either way, is
 * refused so a captured delivery cannot be replayed later.
 */
final class Signature {

	/** Seconds a signature stays valid, as Stripe's own libraries default to. */
	public const TOLERANCE = 300;

	/**
	 * Why the delivery must be refused, or null when it is authentic.
	 *
	 * @param string   $header The Stripe-Signature header ('' when missing).
	 * @param string   $body   The raw request body, byte for byte.
	 * @param string   $secret The endpoint secret (whsec_…).
	 * @param int|null $now    Current Unix time; null for time().
	 */
	public static function problem( string $header, string $body, string $secret, ?int $now = null ): ?string {
		if ( '' === $secret ) {
			return 'No webhook signing secret is configured.';
		}
		if ( '' === trim( $header ) ) {
			return 'Missing Stripe-Signature header.';
		}

		$timestamp  = null;
		$signatures = [];
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
				$timestamp = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( null === $timestamp || [] === $signatures ) {
			return 'Malformed Stripe-Signature header: a timestamp and a v1 signature are required.';
		}
		if ( abs( ( $now ?? time() ) - $timestamp ) > self::TOLERANCE ) {
			return 'The Stripe-Signature timestamp is outside the tolerance of ' . self::TOLERANCE . ' seconds.';
		}

		$expected = self::sign( $timestamp, $body, $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return null;
			}
		}
		return 'No signature matches the payload.';
	}

	/**
	 * The v1 signature of a payload at a time.
	 *
	 * @param int    $timestamp Unix time.
	 * @param string $body      Raw body.
	 * @param string $secret    Endpoint secret.
	 */
	public static function sign( int $timestamp, string $body, string $secret ): string {
		return hash_hmac( 'sha256', $timestamp . '.' . $body, $secret );
	}
}
