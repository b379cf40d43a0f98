<?php
/**
 * Finds consent-log rows by consent id.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

defined( 'ABSPATH' ) || exit;

/**
 * A full id (32 characters) matches exactly, a shorter one as a prefix, an empty one every row; newest first.
 * Both forms use the consent_id index (a prefix LIKE is a range scan on it).
 */
final class LogSearch {

	/**
	 * One page of matching rows and the number of all matching rows.
	 *
	 * @param string $id       Lower-case hex, 0 to 32 characters (validated by the caller).
	 * @param int    $page     Page number from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public static function find( string $id, int $page, int $per_page ): array {
		global $wpdb;
		$table = ConsentLogTable::name();
		[ $where, $args ] = self::where( $id );
		$columns          = LogRow::COLUMNS;

		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- custom table; $where holds only placeholders.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where}", $args ) );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT {$columns} FROM {$table} WHERE {$where} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d",
				[ ...$args, $per_page, ( $page - 1 ) * $per_page ]
			),
			ARRAY_A
		);
		// phpcs:enable

		return [
			'rows'  => array_map( [ LogRow::class, 'from_db' ], is_array( $rows ) ? $rows : [] ),
			'total' => $total,
		];
	}

	/**
	 * @param string $id The id or its beginning.
	 * @return array{string, list<string>} Condition with placeholders, and its values.
	 */
	private static function where( string $id ): array {
		global $wpdb;
		if ( 32 === strlen( $id ) ) {
			return [ 'consent_id = %s', [ $id ] ];
		}
		if ( '' === $id ) {
			return [ '1 = %d', [ '1' ] ];
		}
		return [ 'consent_id LIKE %s', [ $wpdb->esc_like( $id ) . '%' ] ];
	}
}
