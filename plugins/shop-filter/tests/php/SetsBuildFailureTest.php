<?php
/**
 * A build of the sets that meets a database error stores nothing and is tried again.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ActionScheduler;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\IndexVersion;
use ShopFilter\Index\SetBuilder;
use ShopFilter\Index\SetsBuildFailures;
use ShopFilter\Index\SetsNotBuilt;
use ShopFilter\Index\SetsRefresh;
use ShopFilter\Index\SetStore;
use ShopFilter\Tests\Support\CatalogueTestCase;
use ShopFilter\Tests\Support\FailsQueries;

require_once __DIR__ . '/Support/CatalogueTestCase.php';
require_once __DIR__ . '/Support/FailsQueries.php';

/**
 * wpdb answers a failed query with an empty result: while MariaDB restarted under a cron run, a build read an empty
 * index and would have stored empty sets as the index's own (the shop showing no products), or failed to take its
 * lock and passed for done, leaving the sets behind the index until the next product change.
 */
final class SetsBuildFailureTest extends CatalogueTestCase {

	use FailsQueries;

	protected const CATALOGUE_SIZE = 6;

	/** The version whose sets are stored before the change each test makes. */
	private string $stored;

	protected function setUp(): void {
		parent::setUp();
		$this->refresh_sets();
		$this->stored = (string) get_option( SetStore::STORED_OPTION );
		$this->catalogue->recolor( wc_get_product( $this->catalogue->ids[1] ), 'green' )->save(); // The sets are one change old.
	}

	protected function tearDown(): void {
		$this->database_answers_again();
		parent::tearDown();
	}

	/**
	 * Makes the database fail the queries that contain a text.
	 *
	 * @param string $needle Part of the queries to fail.
	 */
	private function fail_queries_with( string $needle ): void {
		$this->fail_queries( static fn ( string $query ): bool => str_contains( $query, $needle ) );
	}

	private function store(): SetStore {
		return new SetStore( new SetBuilder() );
	}

	/** @return int The id of the build's action that is queued. */
	private static function queued_build(): int {
		$ids = as_get_scheduled_actions( [ 'hook' => SetsRefresh::ACTION, 'status' => 'pending' ], 'ids' );
		self::assertCount( 1, $ids, 'one build queued' );
		return (int) $ids[0];
	}

	public function test_an_index_read_that_fails_stores_nothing_and_answers_stay_on_the_sets_before(): void {
		$this->fail_queries_with( "WHERE facet = 'stock' AND parent_id = 0" ); // The build's list of indexed products.

		try {
			$this->store()->refresh();
			$this->fail( 'a build that read an empty index passed for done' );
		} catch ( SetsNotBuilt $failed ) {
			$this->assertStringContainsString( 'the database failed while reading the index', $failed->getMessage() );
			$this->assertStringContainsString( "doesn't exist", $failed->getMessage(), 'with the database’s own words' );
		}
		$this->assertSame( $this->stored, get_option( SetStore::STORED_OPTION ), 'readers stay on the sets before' );
		$this->assertFalse( get_option( SetStore::LOCK_OPTION ), 'the lock freed' );
		$this->assertTrue( $this->store()->behind() );
		$this->assertSame( $this->stored, $this->store()->current()->version );
	}

	public function test_a_write_of_the_sets_that_fails_keeps_readers_on_the_sets_before(): void {
		$this->fail_queries_with( "INTO `{$GLOBALS['wpdb']->prefix}shop_filter_sets`" ); // Each blob's REPLACE.

		$this->expectExceptionMessage( 'the database failed while storing the sets' );
		try {
			$this->store()->refresh();
		} finally {
			$this->assertSame( $this->stored, get_option( SetStore::STORED_OPTION ) );
			$this->assertFalse( get_option( SetStore::LOCK_OPTION ) );
		}
	}

	public function test_a_lock_the_database_could_not_give_fails_the_build_instead_of_passing_for_another_nodes(): void {
		$this->fail_queries_with( SetStore::LOCK_OPTION . "'" ); // The lock's INSERT IGNORE and its takeover's UPDATE.

		$this->expectException( SetsNotBuilt::class );
		$this->expectExceptionMessage( 'the database failed while taking the build lock' );
		$this->store()->refresh();
	}

	public function test_a_lock_another_build_holds_is_no_failure(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- another node's build, straight in the database.
		$wpdb->insert( $wpdb->options, [ 'option_name' => SetStore::LOCK_OPTION, 'option_value' => (string) time(), 'autoload' => 'off' ] );

		$this->assertFalse( $this->store()->refresh() );
	}

	public function test_action_scheduler_marks_the_failed_build_with_its_reason_and_the_next_queue_run_builds_the_sets(): void {
		$failed = self::queued_build();
		$this->fail_queries_with( "WHERE facet = 'stock' AND parent_id = 0" );

		ActionScheduler::runner()->process_action( $failed, 'Shop cron' );

		$this->assertSame( 'failed', ActionScheduler::store()->get_status( (string) $failed ) );
		$logs = array_map( static fn ( $entry ): string => $entry->get_message(), ActionScheduler::logger()->get_logs( $failed ) );
		$this->assertStringContainsString( 'The product filter’s sets were not built: the database failed while reading the index', implode( "\n", $logs ) );
		$this->assertSame( $this->stored, get_option( SetStore::STORED_OPTION ) );
		$this->act_as( 'shop_manager' );
		$status = $this->rest( 'GET', '/shop-filter/v1/index' )->get_data();
		$this->assertSame( 'building', $status['sets'] );
		$this->assertSame( 1, $status['sets_failure']['count'], 'the settings screen says the build failed' );
		$this->assertStringContainsString( 'the database failed while reading the index', $status['sets_failure']['message'] );
		$this->assertEqualsWithDelta( time(), strtotime( $status['sets_failure']['at'] ), 5 );

		$this->database_answers_again();
		do_action( 'action_scheduler_before_process_queue' ); // The start of the next queue run.
		$retry = self::queued_build();
		$this->assertNotSame( $failed, $retry );
		ActionScheduler::runner()->process_action( $retry, 'Shop cron' );

		$this->assertSame( 'complete', ActionScheduler::store()->get_status( (string) $retry ) );
		$this->assertSame( IndexVersion::current(), get_option( SetStore::STORED_OPTION ) );
		$this->assertFalse( $this->store()->behind() );
		$this->assertFalse( get_option( SetsBuildFailures::OPTION ), 'the failures forgotten' );
		$this->assertNull( $this->rest( 'GET', '/shop-filter/v1/index' )->get_data()['sets_failure'] );
	}

	public function test_a_queue_run_queues_no_build_while_one_is_queued_or_the_sets_are_current(): void {
		$queued = self::queued_build();
		do_action( 'action_scheduler_before_process_queue' );
		$this->assertSame( $queued, self::queued_build(), 'the build already queued, not a second' );

		ActionScheduler::runner()->process_action( $queued, 'Shop cron' );
		do_action( 'action_scheduler_before_process_queue' );
		$this->assertSame( [], as_get_scheduled_actions( [ 'hook' => SetsRefresh::ACTION, 'status' => 'pending' ], 'ids' ) );
	}

	/**
	 * @return iterable<string, array{int, int, bool}> Failures in a row, seconds since the last, whether a try is due.
	 */
	public static function waits(): iterable {
		yield 'the first failure: at the next queue run' => [ 1, 0, true ];
		yield 'the second: a minute after' => [ 2, 59, false ];
		yield 'the second, a minute on' => [ 2, 60, true ];
		yield 'the third: two minutes after' => [ 3, 119, false ];
		yield 'the third, two minutes on' => [ 3, 120, true ];
		yield 'the twentieth: an hour after at most' => [ 20, 3599, false ];
		yield 'the twentieth, an hour on' => [ 20, 3600, true ];
	}

	/**
	 * @dataProvider waits
	 */
	public function test_a_build_that_keeps_failing_is_tried_after_a_wait_that_doubles( int $count, int $since, bool $due ): void {
		as_unschedule_all_actions( SetsRefresh::ACTION );
		update_option( SetsBuildFailures::OPTION, [ 'count' => $count, 'at' => time() - $since ], false );

		do_action( 'action_scheduler_before_process_queue' );

		$this->assertSame( $due, as_has_scheduled_action( SetsRefresh::ACTION ) );
	}

	public function test_an_inline_build_that_fails_answers_the_request_and_stores_nothing(): void {
		global $wpdb;
		// Nothing stored yet, as on a fresh install: the request builds.
		delete_option( SetStore::STORED_OPTION );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own table state.
		$wpdb->query( 'DELETE FROM ' . IndexTables::sets() );
		$this->fail_queries_with( "INTO `{$wpdb->prefix}shop_filter_sets`" );
		as_unschedule_all_actions( SetsRefresh::ACTION );

		$sets = $this->store()->current();

		$this->assertSame( IndexVersion::current(), $sets->version, 'answered from what it read' );
		$this->assertFalse( get_option( SetStore::STORED_OPTION ), 'nothing recorded as stored' );
		$this->assertFalse( get_option( SetStore::LOCK_OPTION ) );
		$this->assertTrue( as_has_scheduled_action( SetsRefresh::ACTION ), 'the background build queued' );
	}
}
