<?php
/**
 * The background rebuild and its REST route.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Cache\SetsPurge;
use ShopFilter\Index\IndexCount;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\ProductIndex;
use ShopFilter\Index\Rebuild;
use ShopFilter\Index\SetsRefresh;
use ShopFilter\Tests\Support\CatalogueTestCase;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * Batches queued through Action Scheduler are run here one by one, as its runner would.
 */
final class IndexRebuildTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 10;

	public function test_a_rebuild_runs_in_batches_and_ends_with_the_same_rows_without_orphans(): void {
		global $wpdb;
		$table    = IndexTables::index();
		$expected = $this->all_rows();
		$wpdb->query( "DELETE FROM $table WHERE object_id = {$this->catalogue->ids[3]}" );
		$wpdb->insert( $table, [ 'object_id' => 999999999, 'parent_id' => 0, 'facet' => 'stock', 'value' => 1 ] );

		$rebuild = new Rebuild( new ProductIndex(), 4 );
		$started = $rebuild->start();
		$this->assertSame( 'running', $started['state'] );
		$this->assertSame( 10, $started['total'] );

		$batches = $this->run_queued_batches( $rebuild );

		$this->assertSame( 3, $batches, '10 products in batches of 4' );
		$this->assertSame( [ 'state' => 'done', 'done' => 10, 'total' => 10 ], array_intersect_key( $rebuild->progress(), [ 'state' => 0, 'done' => 0, 'total' => 0 ] ) );
		$this->assertSame( $expected, $this->all_rows() );
	}

	public function test_a_new_start_stops_the_batches_of_the_previous_one(): void {
		$rebuild = new Rebuild( new ProductIndex(), 4 );
		$rebuild->start();
		$old_run = get_option( Rebuild::PROGRESS_OPTION )['run'];
		$rebuild->start();

		$rebuild->run_batch( $old_run, 0 );
		$this->assertSame( 0, $rebuild->progress()['done'] );
	}

	public function test_a_batch_that_was_indexing_when_a_new_run_started_leaves_the_new_runs_progress_alone(): void {
		$rebuild = new Rebuild( new ProductIndex(), 4 );
		$rebuild->start();
		$old_run = get_option( Rebuild::PROGRESS_OPTION )['run'];
		// Another request starts a run while this batch writes its rows.
		$restarted = false;
		$restart   = function ( string $sql ) use ( $rebuild, &$restarted ): string {
			if ( ! $restarted && str_contains( $sql, IndexTables::index() ) && str_starts_with( ltrim( $sql ), 'INSERT' ) ) {
				$restarted = true;
				$rebuild->start();
			}
			return $sql;
		};
		add_filter( 'query', $restart );
		try {
			$rebuild->run_batch( $old_run, 0 );
		} finally {
			remove_filter( 'query', $restart );
		}

		$this->assertTrue( $restarted );
		$progress = get_option( Rebuild::PROGRESS_OPTION );
		$this->assertNotSame( $old_run, $progress['run'] );
		$this->assertSame( [ 'running', 0 ], [ $progress['state'], $progress['done'] ], 'the new run, untouched' );
		$queued = as_get_scheduled_actions( [ 'hook' => Rebuild::ACTION, 'status' => \ActionScheduler_Store::STATUS_PENDING ] );
		$this->assertNotContains( [ $old_run, 4 ], array_map( static fn ( $action ) => $action->get_args(), $queued ), 'the old run queued no next batch' );
	}

	public function test_the_route_shows_progress_to_shop_managers_and_starts_a_rebuild(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/shop-filter/v1/index' )->get_status() );
		$this->act_as( 'customer' );
		$this->assertSame( 403, $this->rest( 'POST', '/shop-filter/v1/index' )->get_status() );

		$this->act_as( 'shop_manager' );
		$started = $this->rest( 'POST', '/shop-filter/v1/index' );
		$this->assertSame( 202, $started->get_status() );
		$this->assertSame( 'running', $started->get_data()['state'] );
		$this->assertSame( 10, $this->rest( 'GET', '/shop-filter/v1/index' )->get_data()['total'] );
		$this->assertNotEmpty( as_get_scheduled_actions( [ 'hook' => Rebuild::ACTION, 'status' => \ActionScheduler_Store::STATUS_PENDING ], 'ids' ) );
	}

	public function test_the_route_counts_the_products_in_the_index_when_the_last_rebuild_ran_before_the_catalogue(): void {
		// The stack's order: the plugin is activated (a rebuild over no products), then the products are saved.
		update_option( Rebuild::PROGRESS_OPTION, [ 'state' => 'done', 'run' => 'r', 'done' => 0, 'total' => 0 ], false );
		$this->act_as( 'shop_manager' );

		$status = $this->rest( 'GET', '/shop-filter/v1/index' )->get_data();

		$this->assertSame( [ 'done', 0 ], [ $status['state'], $status['total'] ] );
		$this->assertSame( 10, $status['indexed'], 'each save indexed its product' );
		$this->assertSame( 10, $status['published'] );
	}

	public function test_the_route_says_whether_answers_come_from_sets_of_the_index_as_it_is(): void {
		$this->act_as( 'shop_manager' );
		$this->refresh_sets();
		as_unschedule_all_actions( SetsPurge::AGAIN_ACTION ); // As if it had run.
		$this->assertSame( 'current', $this->rest( 'GET', '/shop-filter/v1/index' )->get_data()['sets'] );

		$product = wc_get_product( $this->catalogue->ids[2] );
		$product->set_regular_price( '78' );
		$product->save();
		$this->assertSame( 'building', $this->rest( 'GET', '/shop-filter/v1/index' )->get_data()['sets'], 'until the background build' );

		do_action( SetsRefresh::ACTION );
		$this->assertSame( 'purging', $this->rest( 'GET', '/shop-filter/v1/index' )->get_data()['sets'], 'until the purge\'s repeat' );

		as_unschedule_all_actions( SetsPurge::AGAIN_ACTION ); // As Action Scheduler marks it when it has run.
		$this->assertSame( 'current', $this->rest( 'GET', '/shop-filter/v1/index' )->get_data()['sets'] );
	}

	public function test_the_count_leaves_out_variations_and_products_that_are_not_published(): void {
		wp_update_post( [ 'ID' => $this->catalogue->ids[1], 'post_status' => 'draft' ] );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . IndexTables::index() . ' WHERE object_id = %d', $this->catalogue->ids[4] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared

		$this->assertNotSame( [], $this->catalogue->variations, 'the catalogue has variations' );
		$this->assertSame( 8, IndexCount::indexed() );
		$this->assertSame( 9, IndexCount::published() );
	}

	public function test_moving_a_category_under_another_parent_rebuilds_and_indexes_the_new_ancestors(): void {
		$pants = $this->catalogue->ids[1]; // Product 01 is in Pants, under Clothing.
		wp_update_term( $this->catalogue->terms['pants'], 'product_cat', [ 'parent' => $this->catalogue->terms['toys'] ] );

		$this->assertSame( 'running', ( new Rebuild( new ProductIndex() ) )->progress()['state'] );
		$this->run_queued_batches( new Rebuild( new ProductIndex() ) );
		$this->assertContains( "$pants:0:product_cat:{$this->catalogue->terms['toys']}", $this->all_rows() );
		$this->assertNotContains( "$pants:0:product_cat:{$this->catalogue->terms['clothing']}", $this->all_rows() );
	}

	public function test_renaming_a_category_starts_no_rebuild(): void {
		delete_option( Rebuild::PROGRESS_OPTION );
		wp_update_term( $this->catalogue->terms['pants'], 'product_cat', [ 'name' => 'Trousers' ] );

		$this->assertSame( 'idle', ( new Rebuild( new ProductIndex() ) )->progress()['state'] );
	}

	/** Runs the queued batches in order, as Action Scheduler would; returns how many of the current run ran. */
	private function run_queued_batches( Rebuild $rebuild ): int {
		$run = get_option( Rebuild::PROGRESS_OPTION )['run'];
		$ran = 0;
		for ( $step = 0; $step < 50; $step++ ) {
			$actions = as_get_scheduled_actions( [ 'hook' => Rebuild::ACTION, 'status' => \ActionScheduler_Store::STATUS_PENDING, 'orderby' => 'date', 'order' => 'ASC' ] );
			if ( ! $actions ) {
				return $ran;
			}
			$action = reset( $actions );
			as_unschedule_action( Rebuild::ACTION, $action->get_args(), Rebuild::GROUP );
			$rebuild->run_batch( ...$action->get_args() );
			$ran += (int) ( $action->get_args()[0] === $run ); // The test site's own install queued one of another run.
		}
		return $ran;
	}

	/**
	 * Every row, sorted.
	 *
	 * @return list<string>
	 */
	private function all_rows(): array {
		global $wpdb;
		$rows = $wpdb->get_col( 'SELECT CONCAT_WS(":", object_id, parent_id, facet, value) FROM ' . IndexTables::index() );
		sort( $rows );
		return $rows;
	}
}
