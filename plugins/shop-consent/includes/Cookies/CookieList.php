<?php
/**
 * The site's cookie list, as the admin saved it from the cookie scanner.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cookies;

defined( 'ABSPATH' ) || exit;

/**
 * Option `shop_consent_cookie_list`: `{ updated: <UTC timestamp>, items: [ { name, type, category, service,
 * purpose, duration, host } ] }`. The REST controller validates rows against item_schema() before save() runs;
 * get() reads defensively anyway, since the option can be edited by other code.
 */
final class CookieList {

	public const OPTION = 'shop_consent_cookie_list';

	public const TYPES = [ 'cookie', 'localStorage', 'sessionStorage', 'host' ];

	/** Rows a list may hold. */
	public const MAX_ITEMS = 500;

	/**
	 * Text without control characters (cookie names and storage keys may hold almost anything else). `\z`, not `$`:
	 * `$` would let a final newline through.
	 */
	private const TEXT = '^[^\x00-\x1F\x7F]*\z';

	/**
	 * JSON schema of one row.
	 *
	 * @return array<string, mixed>
	 */
	public static function item_schema(): array {
		$text = static fn ( int $min, int $max ): array => [
			'type'      => 'string',
			'minLength' => $min,
			'maxLength' => $max,
			'pattern'   => self::TEXT,
		];
		return [
			'type'                 => 'object',
			'additionalProperties' => false,
			'required'             => [ 'name', 'type', 'category' ],
			'properties'           => [
				'name'     => $text( 1, 200 ),
				'type'     => [
					'type' => 'string',
					'enum' => self::TYPES,
				],
				'category' => [
					'type' => 'string',
					'enum' => KnownCookies::CATEGORIES,
				],
				'service'  => $text( 0, 100 ),
				'purpose'  => $text( 0, 500 ),
				'duration' => $text( 0, 50 ),
				'host'     => $text( 0, 253 ),
			],
		];
	}

	/**
	 * The stored list; an empty one when nothing (valid) is stored.
	 *
	 * @return array{updated: int, items: list<array{name: string, type: string, category: string, service: string, purpose: string, duration: string, host: string}>}
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, [] );
		$items  = is_array( $stored ) && is_array( $stored['items'] ?? null ) ? $stored['items'] : [];
		$rows   = [];
		foreach ( $items as $item ) {
			if ( is_array( $item ) && true === rest_validate_value_from_schema( $item, self::item_schema(), 'item' ) ) {
				$rows[] = self::normalise( $item );
			}
		}
		return [
			'updated' => is_array( $stored ) && is_int( $stored['updated'] ?? null ) ? $stored['updated'] : 0,
			'items'   => $rows,
		];
	}

	/**
	 * Stores rows that passed item_schema() and problem(), with the time of saving.
	 *
	 * @param array<array<string, string>> $items Valid rows.
	 * @return array{updated: int, items: list<array<string, string>>} What is stored.
	 */
	public function save( array $items ): array {
		$list = [
			'updated' => time(),
			'items'   => array_values( array_map( [ self::class, 'normalise' ], $items ) ),
		];
		// Not autoloaded: only the Cookie policy block and the settings screen read it.
		update_option( self::OPTION, $list, false );
		return $list;
	}

	/**
	 * What is wrong with a list of schema-valid rows beyond the schema, or null: a host row whose name is not a
	 * host name, a row listed twice.
	 *
	 * @param array<array<string, string>> $items Rows.
	 */
	public static function problem( array $items ): ?string {
		$seen = [];
		foreach ( array_values( $items ) as $index => $item ) {
			$name = trim( (string) $item['name'] );
			$type = (string) $item['type'];
			if ( '' === $name ) {
				/* translators: %d: row number. */
				return sprintf( __( 'Row %d has no name.', 'shop-consent' ), $index + 1 );
			}
			if ( 'host' === $type && ! preg_match( KnownCookies::HOST, $name ) ) {
				/* translators: 1: row number, 2: what was entered. */
				return sprintf( __( 'Row %1$d: "%2$s" is not a host name.', 'shop-consent' ), $index + 1, $name );
			}
			$host = (string) ( $item['host'] ?? '' );
			if ( '' !== $host && ! preg_match( KnownCookies::HOST, $host ) ) {
				/* translators: 1: row number, 2: what was entered. */
				return sprintf( __( 'Row %1$d: "%2$s" is not a host name.', 'shop-consent' ), $index + 1, $host );
			}
			$key = $type . "\n" . $name;
			if ( isset( $seen[ $key ] ) ) {
				/* translators: 1: row number, 2: cookie or storage name. */
				return sprintf( __( 'Row %1$d: "%2$s" is listed twice.', 'shop-consent' ), $index + 1, $name );
			}
			$seen[ $key ] = true;
		}
		return null;
	}

	/**
	 * A row with every field, trimmed.
	 *
	 * @param array<string, string> $item A valid row.
	 * @return array{name: string, type: string, category: string, service: string, purpose: string, duration: string, host: string}
	 */
	private static function normalise( array $item ): array {
		$text = static fn ( string $key ): string => trim( (string) ( $item[ $key ] ?? '' ) );
		return [
			'name'     => $text( 'name' ),
			'type'     => $text( 'type' ),
			'category' => $text( 'category' ),
			'service'  => $text( 'service' ),
			'purpose'  => $text( 'purpose' ),
			'duration' => $text( 'duration' ),
			'host'     => $text( 'host' ),
		];
	}
}
