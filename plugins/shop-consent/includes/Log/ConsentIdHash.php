<?php
/**
 * The consent log's key for a consent id: a keyed hash, never the id.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

defined( 'ABSPATH' ) || exit;

/**
 * The consent id is the value of the visitor's cookie: stored in clear, the log (a copy of the database, a CSV
 * export) would be a list of every visitor's cookie. The log keeps HMAC-SHA256 of the id instead, keyed by the
 * site's auth salt (wp-config.php, not the database), and is searched by computing it again from the id a visitor
 * gives. The same HMAC is written as SQL for the migration of rows stored in clear, so it runs as one UPDATE: with
 * the key longer than SHA-256's block it is hashed first, and the inner and outer pads are computed here.
 */
final class ConsentIdHash {

	/** SHA-256's block size in bytes. */
	private const BLOCK = 64;

	/**
	 * The hash of a consent id, as stored (64 lower-case hex characters).
	 *
	 * @param string $id The consent id (32 lower-case hex characters).
	 */
	public static function of( string $id ): string {
		return hash_hmac( 'sha256', $id, self::key() );
	}

	/**
	 * The same HMAC as an SQL expression of a column.
	 *
	 * @param string $column A column name of ours (never input).
	 * @return array{string, list<string>} The expression with placeholders, and its values (the pads, in hex).
	 */
	public static function sql( string $column ): array {
		$key = str_pad( strlen( self::key() ) > self::BLOCK ? hash( 'sha256', self::key(), true ) : self::key(), self::BLOCK, "\0" );
		return [
			"SHA2(CONCAT(UNHEX(%s), UNHEX(SHA2(CONCAT(UNHEX(%s), {$column}), 256))), 256)",
			[ bin2hex( $key ^ str_repeat( "\x5c", self::BLOCK ) ), bin2hex( $key ^ str_repeat( "\x36", self::BLOCK ) ) ],
		];
	}

	/**
	 * The site's secret.
	 */
	private static function key(): string {
		return wp_salt( 'auth' );
	}
}
