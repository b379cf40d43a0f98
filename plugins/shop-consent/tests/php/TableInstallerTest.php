<?php
/**
 * The installer that keeps the consent-log and statistics tables at their schema.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Database\TableInstaller;
use ShopConsent\Guard\GuardTables;

/**
 * Checks at once (boot) and again on admin_init; the plugin's tables are at their schema version.
 */
final class TableInstallerTest extends TestCase {

	public function test_checks_at_boot_and_again_on_admin_init(): void {
		global $wp_filter;
		$checks = 0;
		$check  = static function () use ( &$checks ): void {
			++$checks;
		};
		$others = isset( $wp_filter['admin_init'] ) ? clone $wp_filter['admin_init'] : null; // A copy: remove_all_actions() empties the object itself.
		remove_all_actions( 'admin_init' ); // Only this installer's check runs.
		try {
			( new TableInstaller( $check ) )->register();
			$this->assertSame( 1, $checks, 'checked while the plugin boots' );
			do_action( 'admin_init' );
			$this->assertSame( 2, $checks, 'checked again on admin screens' );
		} finally {
			remove_all_actions( 'admin_init' );
			if ( null !== $others ) {
				$wp_filter['admin_init'] = $others; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- put back as it was.
			}
		}
	}

	public function test_a_changed_schema_version_creates_the_missing_tables(): void {
		global $wpdb;
		$table = GuardTables::name( 'salts' );
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB -- commits: the table is created again below.
		update_option( GuardTables::VERSION_OPTION, '0' );

		( new TableInstaller( GuardTables::maybe_upgrade(...) ) )->register();

		$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) );
		$this->assertSame( GuardTables::SCHEMA_VERSION, get_option( GuardTables::VERSION_OPTION ) );
	}
}
