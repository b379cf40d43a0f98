<?php
/**
 * Removes what Shop Stripe Gateway stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// Settings of the card gateway, written by WooCommerce's settings API when an admin saves them
// (ShopStripeGateway\Gateway\CardGateway::SETTINGS_OPTION; the plugin's classes are not loaded here). The option is
// shared with the WooCommerce Stripe Gateway this plugin replaces: while that plugin is installed, the shop may be
// going back to it, so its settings stay.
// The other methods' settings (`woocommerce_stripe_<method>_settings`, MethodGateway) are shared the same way.
global $wpdb;
if ( ! file_exists( WP_PLUGIN_DIR . '/woocommerce-gateway-stripe/woocommerce-gateway-stripe.php' ) ) {
	delete_option( 'woocommerce_stripe_settings' );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'woocommerce_stripe_' ) . '%' . $wpdb->esc_like( '_settings' ) ) ) as $shop_stripe_gateway_option ) {
		delete_option( $shop_stripe_gateway_option );
	}
}

// Transients: the saved Payment Element appearances (Appearance\SavedAppearance) and the endpoints' rate-limit
// counters of versions before the table (Endpoints\RateLimit); and each user's Stripe customer id (SavedCards\Customers). Saved cards are
// WooCommerce's payment tokens, which the replaced plugin shares: they stay.
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_shop_stripe_' ) . '%', $wpdb->esc_like( '_transient_timeout_shop_stripe_' ) . '%' ) ) as $shop_stripe_gateway_option ) {
	delete_option( $shop_stripe_gateway_option );
}
delete_metadata( 'user', 0, '_shop_stripe_customer_id', '', true );

// Webhooks (includes/Webhooks/): the processed event ids, the table's schema version, the time of the last delivery,
// the time the gateway went live, and the daily prune on WP-Cron. Dropping the table commits implicitly: nothing to roll back here.
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_stripe_events" );

// The endpoints' rate-limit counters (Endpoints\RateLimitTable) and the table's schema version.
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_stripe_rate_limits" );
delete_option( 'shop_stripe_gateway_rate_limits_schema' );
foreach ( [ 'shop_stripe_gateway_events_schema', 'shop_stripe_gateway_webhook_last_received', 'shop_stripe_gateway_live_since' ] as $shop_stripe_gateway_option ) {
	delete_option( $shop_stripe_gateway_option );
}
wp_clear_scheduled_hook( 'shop_stripe_gateway_prune_events' );

// The pending-order sweeper's recurring Action Scheduler job (WooCommerce's), when WooCommerce is still there.
if ( function_exists( 'as_unschedule_all_actions' ) ) {
	as_unschedule_all_actions( 'shop_stripe_gateway_sweep_pending', [], 'shop-stripe-gateway' );
}
