<?php
/**
 * Builds the sets of a changed index in the background.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Every index write queues one build through Action Scheduler; a unique action, so a bulk edit of hundreds of
 * products queues one build, not hundreds. After a save in wp-admin, Action Scheduler's async runner starts it when
 * that request ends; a change made elsewhere (stock at checkout) waits for the next WP-Cron run. A request answered
 * from stale sets queues it too, in case the write's own queueing was lost. While a full rebuild runs, nothing is
 * queued and the job does nothing: every batch changes the index again, and Action Scheduler would otherwise alternate
 * batches and builds (a hundred builds of some seconds each at 50,000 products). The rebuild's end changes the
 * version once more, which queues the build. A rebuild that has run for longer than REBUILD_STALE is taken for dead, so sets never stay stale
 * for good behind a lost batch.
 *
 * A build that met a database error (MariaDB restarting under a cron run) fails its action with the reason, and every
 * run of Action Scheduler's queue starts by queueing the build when the sets are still behind the index with none
 * queued: the next cron run catches up, and a build that keeps failing is tried less and less often
 * (SetsBuildFailures).
 */
final class SetsRefresh implements Service {

	public const ACTION = 'shop_filter_refresh_sets';

	/** Seconds after which a rebuild still marked running is taken for dead (50,000 products take about a minute). */
	public const REBUILD_STALE = 900;

	/**
	 * Constructor.
	 *
	 * @param SetStore $store   Builds and stores the sets.
	 * @param Rebuild  $rebuild Tells whether a full rebuild is running.
	 */
	public function __construct( private SetStore $store, private Rebuild $rebuild ) {}

	/** Adds the queueing and the job. */
	public function register(): void {
		add_action( 'shop_filter_index_changed', [ $this, 'queue' ] );
		add_action( 'shop_filter_sets_stale', [ $this, 'queue' ] );
		add_action( self::ACTION, [ $this, 'run' ] );
		add_action( 'action_scheduler_before_process_queue', [ $this, 'catch_up' ] );
	}

	/** Queues the build unless one is queued or running already (a unique action), or a rebuild will queue it. */
	public function queue(): void {
		if ( function_exists( 'as_enqueue_async_action' ) && ! $this->rebuilding() ) {
			as_enqueue_async_action( self::ACTION, [], Rebuild::GROUP, true );
		}
	}

	/**
	 * The job: builds the sets of the current index version, unless a rebuild is under way.
	 *
	 * @throws SetsNotBuilt When the build met a database error: Action Scheduler marks the action failed with it.
	 */
	public function run(): void {
		if ( $this->rebuilding() ) {
			return;
		}
		try {
			$this->store->refresh();
		} catch ( SetsNotBuilt $failed ) {
			SetsBuildFailures::record( $failed->getMessage() );
			throw $failed;
		}
		SetsBuildFailures::clear();
	}

	/** At the start of a queue run: queues the build of sets still behind the index (a failed build's) when a try is due. */
	public function catch_up(): void {
		if ( $this->store->behind() && SetsBuildFailures::retry_due() ) {
			$this->queue();
		}
	}

	/** Whether a full rebuild is under way (and not so old that it must have died). */
	private function rebuilding(): bool {
		$progress = $this->rebuild->progress();
		return 'running' === $progress['state'] && time() - $progress['started'] < self::REBUILD_STALE;
	}
}
