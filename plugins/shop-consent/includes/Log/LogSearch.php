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
 * A full id (32 characters) matches the rows of its keyed hash (ConsentIdHash; the consent_hash index), an empty one
 * every row; newest first. The log holds no id, so there is no search by an id's beginning.
 */
final class LogSearch {

	/**
	 * One page of matching rows and the number of all matching rows.
	 *
	 * @param string $id       Lower-case hex, 32 characters or none (validated by the caller).
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
	 * @param string $id The id, or ''.
	 * @return array{string, list<string>} Condition with placeholders, and its values.
	 */
	private static function where( string $id ): array {
		return '' === $id ? [ '1 = %d', [ '1' ] ] : [ 'consent_hash = %s', [ ConsentIdHash::of( $id ) ] ];
	}
}
