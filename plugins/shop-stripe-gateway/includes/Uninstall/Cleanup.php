<?php
/**
 * Removes what Shop Stripe Gateway stored: on every site of a network.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Uninstall;

use ShopStripeGateway\Kit\Uninstall\EverySite;
use ShopStripeGateway\Kit\Uninstall\SiteData;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the gateways' settings by prefix: no API does it.

/**
 * The settings, transients, tables, cron event and Action Scheduler job live in one site's tables, so on a multisite
 * network the kit's EverySite cleans each site in turn; users are the network's, cleaned once. The plugin is not
 * loaded when WordPress deletes it: uninstall.php registers its autoloader first.
 */
final class Cleanup {

	/**
	 * Options of the webhooks (the events table's schema, the last delivery, the time it went live), the rate limits'
	 * table and the Apple Pay domain's registration (Express\DomainState::OPTION).
	 */
	public const OPTIONS = [
		'shop_stripe_gateway_events_schema',
		'shop_stripe_gateway_webhook_last_received',
		'shop_stripe_gateway_live_since',
		'shop_stripe_gateway_rate_limits_schema',
		'shop_stripe_gateway_express_domain',
		'shop_stripe_gateway_appearances',
	];

	/** Tables, without the site's prefix: the processed webhook events, the endpoints' rate-limit counters. */
	public const TABLES = [ 'shop_stripe_events', 'shop_stripe_rate_limits' ];

	/**
	 * Cleans every site of the network, or the one site, then the users.
	 */
	public static function everywhere(): void {
		EverySite::clean( self::site(...) );
		// Each user's Stripe customer id (SavedCards\Customers): one table for the whole network. Saved cards are
		// WooCommerce's payment tokens, which the replaced plugin shares: they stay.
		delete_metadata( 'user', 0, '_shop_stripe_customer_id', '', true );
	}

	/**
	 * Cleans the current site: the gateways' settings (unless the replaced plugin is there), the sweeper's job, then
	 * the transients, options, prune event and tables.
	 */
	public static function site(): void {
		global $wpdb;
		// Settings of the gateways, written by WooCommerce's settings API (Gateway\CardGateway::SETTINGS_OPTION,
		// `woocommerce_stripe_<method>_settings` of MethodGateway). They are shared with the WooCommerce Stripe Gateway
		// this plugin replaces: while that plugin is installed, the shop may be going back to it, so they stay.
		if ( ! file_exists( WP_PLUGIN_DIR . '/woocommerce-gateway-stripe/woocommerce-gateway-stripe.php' ) ) {
			delete_option( 'woocommerce_stripe_settings' );
			self::delete_options_like( $wpdb->esc_like( 'woocommerce_stripe_' ) . '%' . $wpdb->esc_like( '_settings' ) );
		}
		// The pending-order sweeper's recurring Action Scheduler job (WooCommerce's), when WooCommerce is still there.
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( 'shop_stripe_gateway_sweep_pending', [], 'shop-stripe-gateway' );
		}
		// Transients of earlier versions: the saved Payment Element appearances (now one option, Appearance\SavedAppearance)
		// and the endpoints' rate-limit counters (now a table, Endpoints\RateLimit).
		( new SiteData( self::OPTIONS, [ 'shop_stripe_' ], [ 'shop_stripe_gateway_prune_events' ], self::TABLES ) )->delete();
	}

	/**
	 * Deletes the options whose names match a LIKE pattern, through delete_option() (its caches with them).
	 *
	 * @param string $pattern LIKE pattern, escaped.
	 */
	private static function delete_options_like( string $pattern ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.NoCaching
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $pattern ) ) as $option ) {
			delete_option( $option );
		}
	}
}
