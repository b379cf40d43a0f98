<?php
/**
 * What a plugin stored in one site's tables, deleted.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\Uninstall\SiteData;

/**
 * Options, transients by prefix with their timeouts (and the request's caches of them), every event of a cron hook
 * whatever its arguments, and tables: gone from the current site; what another plugin stored stays.
 */
final class SiteDataTest extends TestCase {

	private const TABLE = 'shop_kit_test_site_data';

	public function test_the_named_options_transients_events_and_tables_are_deleted_and_nothing_else(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.DirectDatabaseQuery.DirectQuery -- a table of the test's own.
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}" . self::TABLE . ' ( id INT )' );
		update_option( 'shop_kit_test_option', 'stored' );
		update_option( 'another_plugin_option', 'stored' );
		set_transient( 'shop_kit_test_count_1', 3, HOUR_IN_SECONDS );
		set_transient( 'shop_kit_test_kept', 'for ever' ); // Autoloaded: in the request's cache.
		set_transient( 'another_plugin_count', 3, HOUR_IN_SECONDS );
		wp_schedule_event( time() + 60, 'daily', 'shop_kit_test_purge' );
		wp_schedule_single_event( time() + 60, 'shop_kit_test_purge', [ 'first' ] );

		( new SiteData( [ 'shop_kit_test_option' ], [ 'shop_kit_test_' ], [ 'shop_kit_test_purge' ], [ self::TABLE ] ) )->delete();

		$this->assertFalse( get_option( 'shop_kit_test_option' ) );
		$this->assertFalse( get_transient( 'shop_kit_test_count_1' ) );
		$this->assertFalse( get_transient( 'shop_kit_test_kept' ), 'the request forgets it too' );
		$this->assertFalse( get_option( '_transient_timeout_shop_kit_test_count_1' ), 'with its timeout' );
		$this->assertFalse( wp_next_scheduled( 'shop_kit_test_purge' ) );
		$this->assertFalse( wp_next_scheduled( 'shop_kit_test_purge', [ 'first' ] ), 'whatever its arguments' );
		$this->assertSame( [], $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . self::TABLE ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 'stored', get_option( 'another_plugin_option' ), "another plugin's option stays" );
		$this->assertSame( 3, get_transient( 'another_plugin_count' ), "another plugin's transient stays" );
		delete_option( 'another_plugin_option' );
		delete_transient( 'another_plugin_count' );
	}
}
