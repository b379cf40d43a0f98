<?php
/**
 * Index rows a database error left missing or stale are written again at the next queue run.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Index\IndexRepairs;
use ShopFilter\Index\IndexTables;
use ShopFilter\Tests\Support\CatalogueTestCase;
use ShopFilter\Tests\Support\FailsQueries;

require_once __DIR__ . '/Support/CatalogueTestCase.php';
require_once __DIR__ . '/Support/FailsQueries.php';

/**
 * A product's index write is a delete and an insert; the database fails one of them here.
 */
final class IndexRepairsTest extends CatalogueTestCase {

	use FailsQueries;

	protected const CATALOGUE_SIZE = 6;

	protected function tearDown(): void {
		$this->database_answers_again();
		parent::tearDown();
	}

	/**
	 * Makes the database fail the index's statements that start with a word.
	 *
	 * @param string $statement INSERT or DELETE.
	 */
	private function fail_index( string $statement ): void {
		$table = IndexTables::index();
		$this->fail_queries( static fn ( string $query ): bool => str_starts_with( $query, $statement ) && str_contains( $query, $table ) );
	}

	/** @return list<string> The product's own rows, "facet:value". */
	private function rows( int $id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own table.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT facet, value FROM ' . IndexTables::index() . ' WHERE object_id = %d ORDER BY facet, value', $id ), ARRAY_N );
		return array_map( static fn ( array $row ): string => $row[0] . ':' . $row[1], $rows );
	}

	public function test_a_save_whose_insert_failed_is_written_again_at_the_next_queue_run(): void {
		$id     = $this->catalogue->ids[2];
		$before = $this->rows( $id );
		$this->assertNotSame( [], $before );

		$this->fail_index( 'INSERT' );
		$product = $this->catalogue->recolor( wc_get_product( $id ), 'green' );
		$product->save();
		$this->database_answers_again();

		$this->assertSame( [], $this->rows( $id ), 'the delete ran, the insert failed: the product is out of the filter' );
		$this->assertSame( [ $id ], get_option( IndexRepairs::OPTION ) );

		do_action( 'action_scheduler_before_process_queue' ); // The start of the next queue run.

		$rows = $this->rows( $id );
		$this->assertContains( 'pa_color:' . $this->catalogue->terms['pa_color:green'], $rows );
		$this->assertSame( count( $before ), count( $rows ) );
		$this->assertFalse( get_option( IndexRepairs::OPTION ), 'nothing left to repair' );
	}

	public function test_a_delete_whose_rows_stayed_has_them_removed_at_the_next_queue_run(): void {
		$id = $this->catalogue->ids[3];

		$this->fail_index( 'DELETE' );
		wp_delete_post( $id, true );
		$this->database_answers_again();

		$this->assertNotSame( [], $this->rows( $id ), 'the rows of a deleted product stayed' );

		do_action( 'action_scheduler_before_process_queue' );

		$this->assertSame( [], $this->rows( $id ) );
	}

	public function test_a_repair_that_fails_again_is_kept_for_the_run_after(): void {
		$id = $this->catalogue->ids[2];
		$this->fail_index( 'INSERT' );
		wc_get_product( $id )->save();

		do_action( 'action_scheduler_before_process_queue' ); // The database still fails.

		$this->assertSame( [ $id ], get_option( IndexRepairs::OPTION ) );
		$this->database_answers_again();
		do_action( 'action_scheduler_before_process_queue' );
		$this->assertNotSame( [], $this->rows( $id ) );
		$this->assertFalse( get_option( IndexRepairs::OPTION ) );
	}

	public function test_a_write_that_went_through_leaves_nothing_to_repair(): void {
		wc_get_product( $this->catalogue->ids[2] )->save();

		$this->assertFalse( get_option( IndexRepairs::OPTION ) );
	}
}
