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
use ShopConsent\Log\ConsentLogTable;
use ShopConsent\Statistics\StatisticsTables;

/**
 * Checks at once (boot) and again on admin_init; the plugin's tables are at their schema version.
 */
final class TableInstallerTest extends TestCase {

	public function test_checks_at_boot_and_on_admin_init(): void {
		$checks = 0;
		$check  = static function () use ( &$checks ): void {
			++$checks;
		};

		( new TableInstaller( $check ) )->register();

		$this->assertSame( 1, $checks, 'checked while the plugin boots' );
		$this->assertSame( 10, has_action( 'admin_init', $check ) );
		remove_action( 'admin_init', $check );
	}

	public function test_the_plugin_tables_are_at_their_schema_version(): void {
		$this->assertSame( ConsentLogTable::SCHEMA_VERSION, get_option( ConsentLogTable::VERSION_OPTION ) );
		$this->assertSame( StatisticsTables::SCHEMA_VERSION, get_option( StatisticsTables::VERSION_OPTION ) );
	}
}
