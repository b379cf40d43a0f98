<?php
/**
 * Anti-spam keys: signed, expiring tokens that a comment or review form must carry.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A key is `<expiry>.<random>.<hmac>`: the HMAC-SHA256 of the expiry and 16 random hex digits, keyed with
 * wp_salt( 'nonce' ) and a domain string, so it cannot be made without the site's secret and cannot be used once
 * its expiry has passed. Issued keys are not stored: the server checks them from the secret alone, so any number of
 * cached pages can share one endpoint without a table; a key that a comment used is remembered until its expiry
 * (SpentKeys), so it is good for one comment. The spec gives no lifetime; an hour (LIFETIME) is long
 * enough to write a review and short enough that a harvested key is soon useless.
 */
final class Keys {

	/** Name of the hidden field in the comment and review forms. */
	public const FIELD = 'shop_antispam_key';

	/** Lifetime of a key, in seconds. */
	public const LIFETIME = HOUR_IN_SECONDS;

	/** Separates this HMAC from every other use of the nonce salt. */
	private const DOMAIN = 'shop-theme-antispam';

	/**
	 * A new key.
	 *
	 * @param int $now Unix time.
	 * @return array{value: string, expires: int}
	 */
	public static function issue( int $now ): array {
		$expires = $now + self::LIFETIME;
		$random  = bin2hex( random_bytes( 8 ) );
		return [
			'value'   => $expires . '.' . $random . '.' . self::mac( $expires, $random ),
			'expires' => $expires,
		];
	}

	/**
	 * Why a submitted key is refused, or null when it is valid.
	 *
	 * @param mixed $key The submitted value.
	 * @param int   $now Unix time.
	 */
	public static function refusal( $key, int $now ): ?WP_Error {
		if ( ! is_string( $key ) || '' === $key ) {
			return self::error( 'shop_theme_antispam_missing' );
		}
		if ( ! preg_match( '/^(\d{1,12})\.([0-9a-f]{16})\.([0-9a-f]{64})$/D', $key, $parts ) ) {
			return self::error( 'shop_theme_antispam_forged' );
		}
		$expires = (int) $parts[1];
		if ( ! hash_equals( self::mac( $expires, $parts[2] ), $parts[3] ) ) {
			return self::error( 'shop_theme_antispam_forged' );
		}
		if ( $expires <= $now ) {
			return self::error( 'shop_theme_antispam_expired' );
		}
		return null;
	}

	/**
	 * Uses a submitted key for one comment: why it is refused (as refusal() says, or spent already), or null when it
	 * was valid and is now spent.
	 *
	 * @param mixed $key The submitted value.
	 * @param int   $now Unix time.
	 */
	public static function spend( $key, int $now ): ?WP_Error {
		$refusal = self::refusal( $key, $now );
		if ( null !== $refusal ) {
			return $refusal;
		}
		[ $expires, $random ] = explode( '.', (string) $key );
		return SpentKeys::spend( $random, (int) $expires, $now ) ? null : self::error( 'shop_theme_antispam_spent' );
	}

	/**
	 * The message a refused visitor reads: what happened and what to do. Also printed into the form, so the
	 * script shows the same words when it cannot get a key (one source, PHP).
	 */
	public static function message(): string {
		return __( 'Your comment was not sent: the form’s anti-spam key is missing, has expired or was used already. Go back, wait until the page has loaded completely (reload it if it has been open for a long time) and send your comment again.', 'shop-theme' );
	}

	/**
	 * A refusal, with the HTTP status wp-comments-post.php answers with.
	 *
	 * @param string $code Error code.
	 */
	private static function error( string $code ): WP_Error {
		return new WP_Error( $code, self::message(), 403 );
	}

	/**
	 * The signature of an expiry and a random part.
	 *
	 * @param int    $expires Unix time.
	 * @param string $random  Hex digits.
	 */
	private static function mac( int $expires, string $random ): string {
		return hash_hmac( 'sha256', self::DOMAIN . '|' . $expires . '|' . $random, wp_salt( 'nonce' ) );
	}
}
