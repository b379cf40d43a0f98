<?php
/**
 * Deleting the plugin cleans every site of a network.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\SitesInTurn;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Kit\Uninstall\EverySite;
use ShopSocialIcons\Newsletter\SignupRateLimit;
use ShopSocialIcons\Newsletter\SubscribersTable;
use ShopSocialIcons\Uninstall\Cleanup;

/**
 * uninstall.php runs Cleanup::everywhere(): every site of a network in turn (the test stack is a single site, so the
 * per-site cleanup is run over a list of sites here, with the switching recorded; the whole file by the bundle's
 * uninstall contract test).
 */
final class UninstallTest extends TestCase {
	use SitesInTurn;

	public function test_each_listed_site_is_switched_to_and_cleaned(): void {
		global $wpdb;
		update_option( 'shop_social_icons_settings', [ 'follow_networks' => [ 'rss' ] ] );
		update_option( 'shop_social_icons_popup', [ 'enabled' => true ] );
		wp_schedule_event( time() + 60, 'daily', 'shop_social_icons_newsletter_purge' );
		SignupRateLimit::counters()->add( 'newsletter-signup', '192.0.2.1', 600, time() );
		try {
			[ $calls, $cleaned ] = $this->clean_sites_in_turn(
				static fn ( callable $switch, callable $restore ) => EverySite::sites( [ 2, '3' ], Cleanup::site(...), $switch, $restore ),
				static fn (): bool => false === wp_next_scheduled( 'shop_social_icons_newsletter_purge' ) // Still there when a site's turn comes.
			);
			$left   = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'shop_social_icons' ) . '%' ) ); // phpcs:ignore WordPress.DB
			$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shop_social_icons' ) . '%' ) );
		} finally {
			SubscribersTable::install(); // DROP TABLE committed: the other tests need the tables.
			SignupRateLimit::counters()->create();
		}

		$this->assertSame( [ 'switch 2', 'restore', 'switch 3', 'restore' ], $calls, 'each site in turn, and back' );
		$this->assertSame( [ false, true ], $cleaned, 'the first site was cleaned before the second' );
		$this->assertSame( [], $left, 'no option of the plugin is left' );
		$this->assertSame( [], $tables, 'the subscribers and the sign-up counters are gone' );
		$this->assertFalse( wp_next_scheduled( 'shop_social_icons_newsletter_purge' ) );
	}
}
