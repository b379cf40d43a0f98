<?php
/**
 * Deleting the plugin cleans every site of a network.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\SitesInTurn;
use ShopBundle\Tests\TestCase;
use ShopConsent\Kit\Uninstall\EverySite;
use ShopConsent\Uninstall\Cleanup;

/**
 * uninstall.php runs Cleanup::everywhere(): every site of a network in turn (the test stack is a single site, so
 * the per-site cleanup is run over a list of sites here, with the switching recorded, and the whole file by the bundle's uninstall contract test).
 */
final class UninstallTest extends TestCase {
	use SitesInTurn;

	public function test_each_listed_site_is_switched_to_and_cleaned(): void {
		update_option( 'shop_consent_settings', [ 'gpc' => false ] );
		update_option( 'shop_consent_guard_db_version', '1' );
		wp_schedule_event( time() + 60, 'daily', 'shop_consent_purge_guard' );
		try {
			[ $calls, $cleaned ] = $this->clean_sites_in_turn(
				static fn ( callable $switch, callable $restore ) => EverySite::sites( [ 2, '3' ], Cleanup::site(...), $switch, $restore ),
				static fn (): bool => 'gone' === get_option( 'shop_consent_settings', 'gone' ) // Still there when a site's turn comes.
			);
		} finally {
			\ShopConsent\Guard\GuardTables::install(); // DROP TABLE committed: the other tests need the tables.
			\ShopConsent\Log\ConsentLogTable::install();
			\ShopConsent\Statistics\StatisticsTables::install();
		}

		$this->assertSame( [ 'switch 2', 'restore', 'switch 3', 'restore' ], $calls, 'each site in turn, and back' );
		$this->assertSame( [ false, true ], $cleaned, 'the first site was cleaned before the second' );
		$this->assertSame( 'gone', get_option( 'shop_consent_settings', 'gone' ) );
		$this->assertFalse( wp_next_scheduled( 'shop_consent_purge_guard' ) );
	}

	public function test_every_table_and_option_the_plugin_creates_is_listed_for_cleanup(): void {
		global $wpdb;
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shop_consent' ) . '%' ) );
		$listed = array_map( static fn ( string $table ): string => $wpdb->prefix . $table, Cleanup::TABLES );
		$this->assertSame( [], array_diff( $tables, $listed ) );
		$options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'shop_consent' ) . '%' ) );
		$this->assertSame( [], array_diff( $options, Cleanup::OPTIONS ) );
	}
}
