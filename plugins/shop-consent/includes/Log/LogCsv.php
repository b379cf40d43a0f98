<?php
/**
 * The consent log of a date range as CSV, written row by row.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the rows in batches of BATCH by ascending id (keyset pagination, so each batch is one index range and
 * memory stays flat however large the table is) and writes each row as it comes. Cells that a spreadsheet would
 * run as a formula get a leading apostrophe.
 */
final class LogCsv {

	public const BATCH = 1000;

	/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
	private const FORMULA_STARTS = [ '=', '+', '-', '@', "\t", "\r" ];

	/**
	 * Constructor.
	 *
	 * @param string $from First day, Y-m-d (UTC).
	 * @param string $to   Last day, Y-m-d (UTC), inclusive.
	 */
	public function __construct( public readonly string $from, public readonly string $to ) {}

	/**
	 * File name of the download.
	 */
	public function filename(): string {
		return sprintf( 'consent-log-%s-to-%s.csv', $this->from, $this->to );
	}

	/**
	 * Writes the header and every row of the range, oldest first.
	 *
	 * @param resource $out Writable stream.
	 * @return int Rows written.
	 */
	public function write( $out ): int {
		global $wpdb;
		$table   = ConsentLogTable::name();
		$columns = LogRow::COLUMNS;
		$start   = $this->from . ' 00:00:00';
		$end     = gmdate( 'Y-m-d', (int) strtotime( $this->to . ' 00:00:00 UTC +1 day' ) ) . ' 00:00:00';

		self::put( $out, LogRow::FIELDS );
		$written = 0;
		$last_id = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT {$columns} FROM {$table} WHERE id > %d AND created_at >= %s AND created_at < %s ORDER BY id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
					$last_id,
					$start,
					$end,
					self::BATCH
				),
				ARRAY_A
			);
			$rows = is_array( $rows ) ? $rows : [];
			foreach ( $rows as $row ) {
				self::put( $out, array_values( LogRow::from_db( $row ) ) );
				$last_id = (int) $row['id'];
				++$written;
			}
			// wpdb keeps the last result set; drop it before the next batch.
			$wpdb->flush();
		} while ( self::BATCH === count( $rows ) );

		return $written;
	}

	/**
	 * A cell as it may safely be opened in a spreadsheet.
	 *
	 * @param string|int $value The value.
	 */
	public static function cell( $value ): string {
		$text = (string) $value;
		if ( '' !== $text && in_array( $text[0], self::FORMULA_STARTS, true ) ) {
			return "'" . $text;
		}
		return $text;
	}

	/**
	 * Writes one line (RFC 4180: CRLF, double quotes doubled, no backslash escape).
	 *
	 * @param resource          $out    Writable stream.
	 * @param list<string|int> $fields The cells.
	 */
	private static function put( $out, array $fields ): void {
		fputcsv( $out, array_map( [ self::class, 'cell' ], $fields ), ',', '"', '', "\r\n" );
	}
}
