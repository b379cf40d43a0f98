<?php
/**
 * Removes what Shop Stripe Gateway stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// Settings of the card gateway, written by WooCommerce's settings API when an admin saves them
// (ShopStripeGateway\Gateway\CardGateway::SETTINGS_OPTION; the plugin's classes are not loaded here).
delete_option( 'woocommerce_stripe_settings' );
