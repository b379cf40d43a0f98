<?php
/**
 * Rebuilds the whole index in the background.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Batches of product ids through Action Scheduler (WooCommerce's queue: runs on WP-Cron and on its own async
 * runner, survives timeouts, shows in Tools > Scheduled Actions). Each batch re-indexes the next ids after the last
 * one done, so the listing keeps working on the old rows while the rebuild runs; the last batch removes rows of
 * products that no longer exist or are no longer published. A new start gets a new run token: batches of an older
 * run see a different token in the progress and stop.
 */
final class Rebuild implements Service {

	public const ACTION          = 'shop_filter_rebuild_batch';
	public const GROUP           = 'shop-filter';
	public const PROGRESS_OPTION = 'shop_filter_rebuild';
	public const BATCH_SIZE      = 500;

	/**
	 * Constructor.
	 *
	 * @param ProductIndex $index      Writes the rows.
	 * @param int          $batch_size Products per batch.
	 */
	public function __construct( private ProductIndex $index, private int $batch_size = self::BATCH_SIZE ) {}

	/** Adds the batch handler. */
	public function register(): void {
		add_action( self::ACTION, [ $this, 'run_batch' ], 10, 2 );
	}

	/**
	 * Starts a rebuild: records the progress and queues the first batch.
	 *
	 * @return array<string, mixed> The progress.
	 */
	public function start(): array {
		$progress = [
			'state'    => 'running',
			'run'      => bin2hex( random_bytes( 6 ) ),
			'done'     => 0,
			'total'    => $this->product_count(),
			'started'  => time(),
			'finished' => 0,
		];
		update_option( self::PROGRESS_OPTION, $progress, false );
		$this->queue( $progress['run'], 0 );
		return $progress;
	}

	/**
	 * The rebuild's progress: state idle, running or done; products done and in all; start and end times.
	 *
	 * @return array{state: string, done: int, total: int, started: int, finished: int}
	 */
	public function progress(): array {
		$stored = get_option( self::PROGRESS_OPTION );
		$stored = is_array( $stored ) ? $stored : [];
		return [
			'state'    => (string) ( $stored['state'] ?? 'idle' ),
			'done'     => (int) ( $stored['done'] ?? 0 ),
			'total'    => (int) ( $stored['total'] ?? 0 ),
			'started'  => (int) ( $stored['started'] ?? 0 ),
			'finished' => (int) ( $stored['finished'] ?? 0 ),
		];
	}

	/**
	 * Re-indexes the next batch after the given id, then queues the one after it or finishes.
	 *
	 * @param mixed $run   The run token the batch belongs to.
	 * @param mixed $after The last product id done.
	 */
	public function run_batch( $run, $after ): void {
		global $wpdb;
		$progress = get_option( self::PROGRESS_OPTION );
		if ( ! is_array( $progress ) || ( $progress['run'] ?? '' ) !== $run || 'running' !== ( $progress['state'] ?? '' ) ) {
			return; // A newer run replaced this one.
		}
		$ids = array_map(
			'intval',
			$wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$wpdb->prepare( "SELECT ID FROM $wpdb->posts WHERE post_type = 'product' AND ID > %d ORDER BY ID LIMIT %d", (int) $after, $this->batch_size )
			)
		);
		$this->index->reindex_many( $ids );
		$progress['done'] = (int) $progress['done'] + count( $ids );
		// Products saved since the start (a catalogue seeded after activation) are walked too: never "8 of 0".
		$progress['total'] = max( (int) $progress['total'], $progress['done'] );
		if ( count( $ids ) === $this->batch_size ) {
			if ( $this->save_if_current( $progress ) ) {
				$this->queue( (string) $run, (int) end( $ids ) );
			}
			return;
		}
		$this->remove_orphans();
		$progress['state']    = 'done';
		$progress['finished'] = time();
		if ( $this->save_if_current( $progress ) ) {
			IndexVersion::bump(); // Queues the sets' build, which waited for the rebuild's end (SetsRefresh).
		}
	}

	/**
	 * Stores a batch's progress unless a newer run started while the batch was indexing (its progress must not be
	 * overwritten by an older run's, which would stop the newer run).
	 *
	 * @param array<string, mixed> $progress The batch's run, with its new counts.
	 * @return bool Whether the run is still the current one.
	 */
	private function save_if_current( array $progress ): bool {
		wp_cache_delete( self::PROGRESS_OPTION, 'options' ); // Read what the database holds now, not this request's copy.
		$stored = get_option( self::PROGRESS_OPTION );
		if ( ! is_array( $stored ) || ( $stored['run'] ?? '' ) !== $progress['run'] ) {
			return false;
		}
		update_option( self::PROGRESS_OPTION, $progress, false );
		return true;
	}

	/** Queues one batch. */
	private function queue( string $run, int $after ): void {
		if ( function_exists( 'as_enqueue_async_action' ) ) {
			as_enqueue_async_action( self::ACTION, [ $run, $after ], self::GROUP );
		}
	}

	/** Products the rebuild will walk. */
	private function product_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM $wpdb->posts WHERE post_type = 'product'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/** Rows whose product was deleted, or is no longer a published product, while nothing told the index. */
	private function remove_orphans(): void {
		global $wpdb;
		$table = IndexTables::index();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		$removed = $wpdb->query(
			"DELETE i FROM $table i LEFT JOIN $wpdb->posts p ON p.ID = IF(i.parent_id = 0, i.object_id, i.parent_id)
			WHERE p.ID IS NULL OR p.post_type <> 'product' OR p.post_status <> 'publish'"
		);
		if ( $removed ) {
			IndexVersion::bump();
		}
	}
}
