<?php
/**
 * The subscribers table: created on activation and whenever its schema version changes.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\SubscribersTable;
use ShopSocialIcons\Tests\Support\NewsletterFixture;

require_once __DIR__ . '/Support/NewsletterFixture.php';

/**
 * dbDelta leaves an up-to-date table alone (no DDL, so the test's transaction holds); the version option says
 * when it must run.
 */
final class NewsletterTableTest extends TestCase {

	use NewsletterFixture;

	public function test_activating_the_plugin_installs_the_table(): void {
		$this->assertNotFalse( has_action( 'activate_shop-social-icons/shop-social-icons.php', [ SubscribersTable::class, 'install' ] ) );
	}

	public function test_a_stored_version_that_differs_runs_the_install_again(): void {
		global $wpdb;
		update_option( SubscribersTable::VERSION_OPTION, '0' );

		SubscribersTable::maybe_upgrade();

		$this->assertSame( SubscribersTable::SCHEMA_VERSION, get_option( SubscribersTable::VERSION_OPTION ) );
		$columns = $wpdb->get_col( 'DESCRIBE ' . SubscribersTable::name() ); // phpcs:ignore WordPress.DB
		$this->assertSame( [ 'id', 'email', 'name', 'status', 'consent_text', 'created_at', 'confirmed_at', 'unsubscribed_at' ], $columns );
	}

	public function test_the_address_is_unique(): void {
		global $wpdb;
		$index = $wpdb->get_row( $wpdb->prepare( 'SHOW INDEX FROM ' . SubscribersTable::name() . ' WHERE Key_name = %s', 'email' ), ARRAY_A ); // phpcs:ignore WordPress.DB

		$this->assertSame( '0', (string) $index['Non_unique'] );
	}

	public function test_the_version_is_checked_on_admin_init_too(): void {
		$this->assertNotFalse( has_action( 'admin_init', [ SubscribersTable::class, 'maybe_upgrade' ] ) );
	}
}
