<?php
/**
 * Decisions per day: accept all, reject, custom.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

defined( 'ABSPATH' ) || exit;

/**
 * Counts the log rows of each UTC day of a range by decision kind (Decision), in one grouped query over the
 * created_at index, and gives every day of the range, days without rows as zeros, so a chart has no gaps.
 */
final class ConsentRates {

	/**
	 * @param string $from First day, Y-m-d (UTC).
	 * @param string $to   Last day, Y-m-d (UTC), inclusive.
	 * @return list<array{date: string, values: array<string, int>}>
	 */
	public static function per_day( string $from, string $to ): array {
		global $wpdb;
		$table  = ConsentLogTable::name();
		$counts = Decision::sql_counts();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table, fixed SQL.
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT DATE( created_at ) AS day, {$counts} FROM {$table} WHERE created_at >= %s AND created_at < %s GROUP BY day", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$from . ' 00:00:00',
				self::next_day( $to ) . ' 00:00:00'
			),
			ARRAY_A
		);
		$by_day = [];
		foreach ( is_array( $rows ) ? $rows : [] as $row ) {
			$by_day[ (string) $row['day'] ] = $row;
		}

		$days = [];
		for ( $day = $from; $day <= $to; $day = self::next_day( $day ) ) {
			$values = [];
			foreach ( Decision::KINDS as $kind ) {
				$values[ $kind ] = (int) ( $by_day[ $day ][ $kind ] ?? 0 );
			}
			$days[] = [
				'date'   => $day,
				'values' => $values,
			];
		}
		return $days;
	}

	/**
	 * @param string $day Y-m-d.
	 */
	private static function next_day( string $day ): string {
		return gmdate( 'Y-m-d', (int) strtotime( $day . ' 00:00:00 UTC +1 day' ) );
	}
}
