<?php
/**
 * Writes again the index rows a database error left missing or stale.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A product's index write is a delete and an insert: when the database fails the insert (MariaDB restarting under a
 * save), the product drops out of the filter until it is saved again, and wpdb says nothing. Such a write names its
 * objects (`shop_filter_index_write_failed`); they are kept here and written again at the start of the next run of
 * Action Scheduler's queue (a cron run), which a write that fails again names anew.
 */
final class IndexRepairs implements Service {

	/** Object ids whose rows are to be written again (not autoloaded: read by the queue runner only). */
	public const OPTION = 'shop_filter_index_repairs';

	/**
	 * Constructor.
	 *
	 * @param ProductIndex $index Writes the rows.
	 */
	public function __construct( private ProductIndex $index ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'shop_filter_index_write_failed', [ $this, 'remember' ], 10, 1 );
		add_action( 'action_scheduler_before_process_queue', [ $this, 'repair' ] );
	}

	/**
	 * Keeps the objects of a failed write.
	 *
	 * @param mixed $ids Object ids.
	 */
	public function remember( $ids ): void {
		$kept = array_unique( array_merge( self::pending(), array_map( 'intval', (array) $ids ) ) );
		update_option( self::OPTION, array_values( array_filter( $kept ) ), false );
	}

	/** Writes the kept objects' rows again. */
	public function repair(): void {
		$ids = self::pending();
		if ( ! $ids ) {
			return;
		}
		delete_option( self::OPTION );
		$this->index->rewrite( $ids );
	}

	/** @return list<int> The objects kept. */
	private static function pending(): array {
		$ids = get_option( self::OPTION );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : [];
	}
}
