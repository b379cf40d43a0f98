<?php
/**
 * What deleting Shop Stripe Gateway from wp-admin does to the card gateway's settings.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Webhooks\EventStore;
use ShopStripeGateway\Webhooks\EventTable;
use ShopStripeGateway\Webhooks\WebhookStatus;

/**
 * uninstall.php deletes the settings WooCommerce saved for the gateway and the webhooks' table, options and
 * scheduled prune, in a process of its own as
 * uninstall_plugin() defines WP_UNINSTALL_PLUGIN. (That nothing else is left: ShopBundle\Tests\PluginUninstallContractTest.)
 */
final class UninstallTest extends TestCase {

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_removes_the_saved_gateway_settings(): void {
		$this->require_woocommerce();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		( new CardGateway() )->update_option( 'secret_key', 'sk_test_123' );
		$this->assertIsArray( get_option( 'woocommerce_stripe_settings' ) );

		$this->assertTrue( uninstall_plugin( 'shop-stripe-gateway/shop-stripe-gateway.php' ) );

		wp_cache_flush();
		$this->assertFalse( get_option( 'woocommerce_stripe_settings' ) );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_drops_the_webhook_events_table_options_and_prune(): void {
		global $wpdb;
		$this->require_woocommerce();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		EventStore::install(); // Commits: the table is dropped again below, as the uninstall contract test does.
		( new WebhookStatus() )->mark_received();
		( new WebhookStatus() )->live_since( true );
		( new EventTable( new EventStore() ) )->schedule();
		$this->assertSame( EventStore::table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', EventStore::table() ) ) );

		$this->assertTrue( uninstall_plugin( 'shop-stripe-gateway/shop-stripe-gateway.php' ) );

		wp_cache_flush();
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', EventStore::table() ) ) );
		foreach ( [ EventStore::SCHEMA_OPTION, WebhookStatus::LAST_RECEIVED_OPTION, WebhookStatus::LIVE_SINCE_OPTION ] as $option ) {
			$this->assertFalse( get_option( $option ), $option );
		}
		$this->assertFalse( wp_next_scheduled( EventTable::PRUNE_HOOK ) );
	}
}
