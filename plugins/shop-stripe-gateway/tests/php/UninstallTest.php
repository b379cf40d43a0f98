<?php
/**
 * What deleting Shop Stripe Gateway from wp-admin does to the card gateway's settings.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\Support\SitesInTurn;
use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Appearance\SavedAppearance;
use ShopStripeGateway\Endpoints\RateLimit;
use ShopStripeGateway\Endpoints\RateLimitTable;
use ShopStripeGateway\Express\DomainState;
use ShopStripeGateway\Kit\Uninstall\EverySite;
use ShopStripeGateway\Payments\PendingSweeper;
use ShopStripeGateway\SavedCards\Customers;
use ShopStripeGateway\Uninstall\Cleanup;
use ShopStripeGateway\Webhooks\EventStore;
use ShopStripeGateway\Webhooks\EventTable;
use ShopStripeGateway\Webhooks\WebhookStatus;
use ShopStripeGateway\Tests\Support\Composition;

require_once __DIR__ . '/Support/Composition.php';

/**
 * uninstall.php deletes the settings WooCommerce saved for the gateway and the webhooks' table, options and
 * scheduled prune, in a process of its own as uninstall_plugin() defines WP_UNINSTALL_PLUGIN, on every site of a
 * network (the test stack is a single site: the per-site cleanup is run over a list of sites, the switching recorded). (That nothing else is left: ShopBundle\Tests\PluginUninstallContractTest.)
 */
final class UninstallTest extends TestCase {
	use SitesInTurn;

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_removes_the_saved_gateway_settings(): void {
		$this->require_woocommerce();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		Composition::card_gateway()->update_option( 'secret_key', 'sk_test_123' );
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
		PendingSweeper::schedule();
		( new DomainState( 'shop.example.com', 'pmd_1', DomainState::ACTIVE ) )->save();
		$this->assertSame( EventStore::table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', EventStore::table() ) ) );

		$this->assertTrue( uninstall_plugin( 'shop-stripe-gateway/shop-stripe-gateway.php' ) );

		wp_cache_flush();
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', EventStore::table() ) ) );
		foreach ( [ EventStore::SCHEMA_OPTION, WebhookStatus::LAST_RECEIVED_OPTION, WebhookStatus::LIVE_SINCE_OPTION, DomainState::OPTION ] as $option ) {
			$this->assertFalse( get_option( $option ), $option );
		}
		$this->assertFalse( wp_next_scheduled( EventTable::PRUNE_HOOK ) );
		$this->assertFalse( as_has_scheduled_action( PendingSweeper::HOOK ) );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstalling_removes_the_methods_settings_the_transients_and_the_customer_ids_but_not_saved_cards(): void {
		global $wpdb;
		$this->require_woocommerce();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		update_option( 'woocommerce_stripe_ideal_settings', [ 'title' => 'iDEAL' ] );
		SavedAppearance::save( 'shop-theme', true, [ 'theme' => 'stripe' ] );
		RateLimit::allow( 'test', 5 );
		$user_id = $this->act_as( 'customer' );
		update_user_meta( $user_id, Customers::META, 'cus_1' );
		$token = new \WC_Payment_Token_CC();
		$token->set_props( [ 'gateway_id' => 'stripe', 'token' => 'pm_1', 'user_id' => $user_id, 'last4' => '4242', 'card_type' => 'visa', 'expiry_month' => '08', 'expiry_year' => '2030' ] );
		$token->save();

		$this->assertTrue( uninstall_plugin( 'shop-stripe-gateway/shop-stripe-gateway.php' ) );

		wp_cache_flush();
		$this->assertFalse( get_option( 'woocommerce_stripe_ideal_settings' ) );
		$this->assertNull( SavedAppearance::get( 'shop-theme', true ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', RateLimitTable::table() ) ), 'the counters are gone' );
		$this->assertFalse( get_option( RateLimitTable::SCHEMA_OPTION ) );
		$this->assertSame( '', get_user_meta( $user_id, Customers::META, true ) );
		$this->assertInstanceOf( \WC_Payment_Token_CC::class, \WC_Payment_Tokens::get( $token->get_id() ) );

		// Dropping the events table committed the test's rows: remove them (the token by SQL, so no detach is asked of Stripe).
		$wpdb->delete( $wpdb->prefix . 'woocommerce_payment_tokenmeta', [ 'payment_token_id' => $token->get_id() ] );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_payment_tokens', [ 'token_id' => $token->get_id() ] );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
	}

	public function test_each_site_of_a_network_is_switched_to_and_cleaned(): void {
		( new WebhookStatus() )->mark_received();
		wp_schedule_event( time() + 60, 'daily', EventTable::PRUNE_HOOK );
		try {
			[ $calls, $cleaned ] = $this->clean_sites_in_turn(
				static fn ( callable $switch, callable $restore ) => EverySite::sites( [ 2, '3' ], Cleanup::site(...), $switch, $restore ),
				static fn (): bool => false === get_option( WebhookStatus::LAST_RECEIVED_OPTION ) // Still there when a site's turn comes.
			);
		} finally {
			EventStore::install(); // DROP TABLE committed: the other tests need the tables.
			RateLimitTable::install();
		}

		$this->assertSame( [ 'switch 2', 'restore', 'switch 3', 'restore' ], $calls, 'each site in turn, and back' );
		$this->assertSame( [ false, true ], $cleaned, 'the first site was cleaned before the second' );
		$this->assertFalse( get_option( WebhookStatus::LAST_RECEIVED_OPTION ) );
		$this->assertFalse( wp_next_scheduled( EventTable::PRUNE_HOOK ) );
	}
}
