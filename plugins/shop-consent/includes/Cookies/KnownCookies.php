<?php
/**
 * The database of known cookies, storage keys and third-party hosts shipped in data/known-cookies.json.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cookies;

use const ShopConsent\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * One source of truth: the JSON file. PHP reads it, lets integrators extend it (`shop_consent_known_cookies`),
 * keeps only valid entries and hands the result to the admin's browser, where the scanner matches what it found
 * (src/admin/cookie-scanner/known-cookie-matcher.ts).
 *
 * A cookie entry: `pattern` (`*` matches any run of characters), `service`, `purpose`, `category`
 * (strict|thirdparty|advanced), optional `type` (cookie, localStorage, sessionStorage; cookie when absent),
 * optional `host` (the cookie is set by that third-party host, not by the site), optional `duration`.
 * A host entry: `host` (matches itself and its subdomains), `service`, `category`.
 */
final class KnownCookies {

	public const CATEGORIES = [ 'strict', 'thirdparty', 'advanced' ];

	public const STORAGE_TYPES = [ 'cookie', 'localStorage', 'sessionStorage' ];

	/** Cookie names and storage keys with `*` wildcards. */
	public const PATTERN = '/^[A-Za-z0-9_.\-*]{1,100}$/';

	/** Host names (lower case). */
	public const HOST = '/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/';

	/**
	 * Constructor.
	 *
	 * @param string $file Path of the JSON file.
	 */
	public function __construct( private string $file = DIR . 'data/known-cookies.json' ) {}

	/**
	 * The entries of the file, after the filter, invalid ones left out.
	 *
	 * @return array{cookies: list<array<string, string>>, hosts: list<array<string, string>>}
	 */
	public function all(): array {
		$data = $this->read();

		/**
		 * Filters the known cookies, storage keys and third-party hosts the cookie scanner matches against.
		 *
		 * @param array{cookies: array<array<string, string>>, hosts: array<array<string, string>>} $data Entries
		 *        as in data/known-cookies.json; invalid entries added here are left out.
		 */
		$filtered = apply_filters( 'shop_consent_known_cookies', $data );
		if ( ! is_array( $filtered ) ) {
			$filtered = $data;
		}

		return [
			'cookies' => self::valid( $filtered['cookies'] ?? [], [ self::class, 'cookie' ] ),
			'hosts'   => self::valid( $filtered['hosts'] ?? [], [ self::class, 'host' ] ),
		];
	}

	/**
	 * The file's entries as they are, or none when it is missing or not JSON.
	 *
	 * @return array{cookies: array<mixed>, hosts: array<mixed>}
	 */
	public function read(): array {
		$json = is_readable( $this->file ) ? file_get_contents( $this->file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;

		return [
			'cookies' => is_array( $data['cookies'] ?? null ) ? $data['cookies'] : [],
			'hosts'   => is_array( $data['hosts'] ?? null ) ? $data['hosts'] : [],
		];
	}

	/**
	 * A valid cookie entry with only the known fields, or null.
	 *
	 * @param mixed $entry An entry.
	 * @return array<string, string>|null
	 */
	public static function cookie( $entry ): ?array {
		if ( ! is_array( $entry ) || ! self::is_text( $entry['pattern'] ?? null, 100 ) || ! preg_match( self::PATTERN, $entry['pattern'] ) ) {
			return null;
		}
		$clean = self::described( $entry );
		if ( null === $clean ) {
			return null;
		}
		$clean = [ 'pattern' => $entry['pattern'] ] + $clean;
		$type  = $entry['type'] ?? 'cookie';
		if ( ! in_array( $type, self::STORAGE_TYPES, true ) ) {
			return null;
		}
		if ( 'cookie' !== $type ) {
			$clean['type'] = $type;
		}
		if ( isset( $entry['host'] ) ) {
			if ( ! is_string( $entry['host'] ) || ! preg_match( self::HOST, $entry['host'] ) ) {
				return null;
			}
			$clean['host'] = $entry['host'];
		}
		if ( isset( $entry['duration'] ) ) {
			if ( ! self::is_text( $entry['duration'], 50 ) ) {
				return null;
			}
			$clean['duration'] = $entry['duration'];
		}
		return $clean;
	}

	/**
	 * A valid host entry with only the known fields, or null.
	 *
	 * @param mixed $entry An entry.
	 * @return array<string, string>|null
	 */
	public static function host( $entry ): ?array {
		if ( ! is_array( $entry ) || ! is_string( $entry['host'] ?? null ) || ! preg_match( self::HOST, $entry['host'] ) ) {
			return null;
		}
		$entry += [ 'purpose' => '' ];
		$clean  = self::described( $entry );
		if ( null === $clean ) {
			return null;
		}
		$clean = [ 'host' => $entry['host'] ] + $clean;
		if ( '' === $clean['purpose'] ) {
			unset( $clean['purpose'] );
		}
		return $clean;
	}

	/**
	 * Service, purpose and category of an entry, or null when one is missing or wrong.
	 *
	 * @param array<mixed> $entry An entry.
	 * @return array{service: string, purpose: string, category: string}|null
	 */
	private static function described( array $entry ): ?array {
		$purpose = $entry['purpose'] ?? null;
		if (
			! self::is_text( $entry['service'] ?? null, 100 ) || '' === trim( $entry['service'] )
			|| ! self::is_text( $purpose, 500 )
			|| ! in_array( $entry['category'] ?? null, self::CATEGORIES, true )
		) {
			return null;
		}
		return [
			'service'  => $entry['service'],
			'purpose'  => $purpose,
			'category' => $entry['category'],
		];
	}

	/**
	 * Keeps the entries the check accepts, in order.
	 *
	 * @param mixed    $entries The entries.
	 * @param callable $check   Returns the clean entry or null.
	 * @return list<array<string, string>>
	 */
	private static function valid( $entries, callable $check ): array {
		return is_array( $entries ) ? array_values( array_filter( array_map( $check, $entries ) ) ) : [];
	}

	/**
	 * Whether a value is a string without markup of at most $max characters.
	 *
	 * @param mixed $value The value.
	 * @param int   $max   Maximum length.
	 */
	private static function is_text( $value, int $max ): bool {
		return is_string( $value ) && mb_strlen( $value ) <= $max && wp_strip_all_tags( $value ) === $value;
	}
}
