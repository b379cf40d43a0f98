<?php
/**
 * Deleting the plugin cleans every site of a network.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\Support\SitesInTurn;
use ShopBundle\Tests\TestCase;
use ShopFilter\Index\IndexTables;
use ShopFilter\Kit\Uninstall\EverySite;
use ShopFilter\Uninstall\Cleanup;

/**
 * uninstall.php runs Cleanup::everywhere(): every site of a network in turn (the test stack is a single site, so the
 * per-site cleanup is run over a list of sites here, with the switching recorded; the whole file by the bundle's
 * uninstall contract test).
 */
final class UninstallTest extends TestCase {
	use SitesInTurn;

	public function test_each_listed_site_is_switched_to_and_cleaned(): void {
		global $wpdb;
		update_option( 'shop_filter_settings', [ 'ajax' => false ] );
		update_option( 'shop_filter_index_version', '1' );
		update_option( 'shop_filter_sets_failures', [ 'count' => 1, 'at' => time() ], false );
		update_option( 'shop_filter_index_repairs', [ 12 ], false );
		try {
			[ $calls, $cleaned ] = $this->clean_sites_in_turn(
				static fn ( callable $switch, callable $restore ) => EverySite::sites( [ 2, '3' ], Cleanup::site(...), $switch, $restore ),
				static fn (): bool => 'gone' === get_option( 'shop_filter_settings', 'gone' ) // Still there when a site's turn comes.
			);
			$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shop_filter' ) . '%' ) ); // phpcs:ignore WordPress.DB
		} finally {
			IndexTables::install(); // DROP TABLE committed: the other tests need the tables.
		}

		$this->assertSame( [ 'switch 2', 'restore', 'switch 3', 'restore' ], $calls, 'each site in turn, and back' );
		$this->assertSame( [ false, true ], $cleaned, 'the first site was cleaned before the second' );
		$this->assertSame( 'gone', get_option( 'shop_filter_settings', 'gone' ) );
		$this->assertSame( 'gone', get_option( 'shop_filter_index_version', 'gone' ) );
		$this->assertSame( 'gone', get_option( 'shop_filter_sets_failures', 'gone' ) );
		$this->assertSame( 'gone', get_option( 'shop_filter_index_repairs', 'gone' ) );
		$this->assertSame( [], $tables );
	}
}
