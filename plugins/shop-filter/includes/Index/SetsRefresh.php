<?php
/**
 * Builds the sets of a changed index in the background.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Every index write queues one build through Action Scheduler; a unique action, so a bulk edit of hundreds of
 * products queues one build, not hundreds. After a save in wp-admin, Action Scheduler's async runner starts it when
 * that request ends; a change made elsewhere (stock at checkout) waits for the next WP-Cron run. A request answered
 * from stale sets queues it too, in case the write's own queueing was lost. During a full rebuild builds still run
 * between its batches (each one some seconds at 50,000 products): waiting for the rebuild's end would leave the
 * sets stale for good if a batch were lost.
 */
final class SetsRefresh implements Service {

	public const ACTION = 'shop_filter_refresh_sets';

	/**
	 * Constructor.
	 *
	 * @param SetStore $store Builds and stores the sets.
	 */
	public function __construct( private SetStore $store ) {}

	/** Adds the queueing and the job. */
	public function register(): void {
		add_action( 'shop_filter_index_changed', [ $this, 'queue' ] );
		add_action( 'shop_filter_sets_stale', [ $this, 'queue' ] );
		add_action( self::ACTION, [ $this, 'run' ] );
	}

	/** Queues the build unless one is queued or running already (a unique action). */
	public function queue(): void {
		if ( function_exists( 'as_enqueue_async_action' ) ) {
			as_enqueue_async_action( self::ACTION, [], Rebuild::GROUP, true );
		}
	}

	/** The job: builds the sets of the current index version. */
	public function run(): void {
		$this->store->refresh();
	}
}
