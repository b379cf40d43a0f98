<?php
/**
 * Writes a counted page view into the statistics tables.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

defined( 'ABSPATH' ) || exit;

/**
 * Every counted view raises the daily totals of its path and of its referring domain (INSERT … ON DUPLICATE KEY
 * UPDATE, atomic under concurrency). A view with consent also gets a per-visit row. Plain $wpdb, for SHORTINIT.
 */
final class HitStore {

	/**
	 * Stores one view.
	 *
	 * @param Hit    $hit     The view.
	 * @param string $day     UTC date (Y-m-d).
	 * @param string $visitor Hash of the visitor for this day (Collector), empty without consent.
	 * @param int    $now     Unix time.
	 * @return bool False when a write failed.
	 */
	public function record( Hit $hit, string $day, string $visitor, int $now ): bool {
		$ok = true;
		if ( ! $hit->counted ) {
			$ok = $this->raise(
				StatisticsTables::name( 'pages' ),
				'(day, path, page_id, post_type, views) VALUES (%s, %s, %d, %s, 1)',
				[ $day, $hit->path, $hit->page_id, $hit->post_type ]
			);
			if ( $ok && '' !== $hit->referrer ) {
				$ok = $this->raise( StatisticsTables::name( 'referrers' ), '(day, domain, views) VALUES (%s, %s, 1)', [ $day, $hit->referrer ] );
			}
		}
		if ( $ok && $hit->consent ) {
			global $wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			$ok = false !== $wpdb->insert(
				StatisticsTables::name( 'visits' ),
				[
					'created_at' => gmdate( 'Y-m-d H:i:s', $now ),
					'day'        => $day,
					'page_id'    => $hit->page_id,
					'path'       => $hit->path,
					'post_type'  => $hit->post_type,
					'referrer'   => $hit->referrer,
					'visitor'    => $visitor,
				],
				[ '%s', '%s', '%d', '%s', '%s', '%s', '%s' ]
			);
		}
		return $ok;
	}

	/**
	 * Inserts a daily row with one view, or adds one view to it.
	 *
	 * @param string       $table  Table.
	 * @param string       $values Columns and placeholders.
	 * @param array<mixed> $args   Values.
	 */
	private function raise( string $table, string $values, array $args ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- custom table; placeholders in $values.
		return false !== $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} {$values} ON DUPLICATE KEY UPDATE views = views + 1", ...$args ) );
	}
}
