<?php
/**
 * One build of the sets at a time, whichever web node asks.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Index\IndexVersion;
use ShopFilter\Index\SetStore;
use ShopFilter\Tests\Support\CatalogueTestCase;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * The build lock is the row the database lets one request add: a lock another node took a moment ago stops this
 * one, even where this request's option cache still says there is none (add_option() trusted that cache and then
 * "added" over the other's row); a lock left by a build that died is taken over.
 */
final class SetsLockTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 6;

	protected function setUp(): void {
		parent::setUp();
		$this->refresh_sets();
		$this->catalogue->recolor( wc_get_product( $this->catalogue->ids[1] ), 'green' )->save(); // The sets are one change old.
	}

	/** Another node's build takes the lock, straight in the database. */
	private static function lock_taken_elsewhere( int $since ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- another process's write, which this one's cache does not know of.
		$wpdb->insert( $wpdb->options, [ 'option_name' => SetStore::LOCK_OPTION, 'option_value' => (string) $since, 'autoload' => 'off' ] );
	}

	public function test_a_lock_another_node_just_took_keeps_this_one_from_building(): void {
		$this->assertFalse( get_option( SetStore::LOCK_OPTION ), 'this request has looked: no lock' );
		self::lock_taken_elsewhere( time() );

		$this->assertFalse( $this->store()->refresh(), 'the other node builds' );
		$this->assertNotSame( IndexVersion::current(), get_option( SetStore::STORED_OPTION ) );
	}

	public function test_a_lock_left_by_a_build_that_died_is_taken_over_and_freed(): void {
		self::lock_taken_elsewhere( time() - 121 );

		$this->assertTrue( $this->store()->refresh() );
		$this->assertSame( IndexVersion::current(), get_option( SetStore::STORED_OPTION ) );
		$this->assertFalse( get_option( SetStore::LOCK_OPTION ), 'released after the build' );
	}

	private function store(): SetStore {
		return new SetStore( new \ShopFilter\Index\SetBuilder() );
	}
}
