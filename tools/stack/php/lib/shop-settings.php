<?php
/**
 * Store settings for seed-shop.php: what a shop set up in the browser would have, minus the network.
 */

use Automattic\WooCommerce\Internal\DataStores\Orders\CustomOrdersTableController;
use Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer;

function shop_seed_store_settings(): void {
	update_option( 'woocommerce_store_address', '1 Demo Street' );
	update_option( 'woocommerce_store_city', 'Springfield' );
	update_option( 'woocommerce_store_postcode', '94103' );
	update_option( 'woocommerce_default_country', 'US:CA' );
	update_option( 'woocommerce_currency', 'USD' );
	update_option( 'woocommerce_weight_unit', 'kg' );
	update_option( 'woocommerce_dimension_unit', 'cm' );
	update_option( 'woocommerce_calc_taxes', 'no' );
	update_option( 'woocommerce_enable_reviews', 'yes' );
	update_option( 'woocommerce_review_rating_verification_required', 'no' );

	// A new shop starts in coming-soon mode; tests and benchmarks need the public storefront.
	update_option( 'woocommerce_coming_soon', 'no' );
	update_option( 'woocommerce_store_pages_only', 'no' );

	// Offline: no usage tracking, no marketplace calls, no onboarding wizard in front of the dashboard.
	update_option( 'woocommerce_allow_tracking', 'no' );
	update_option( 'woocommerce_show_marketplace_suggestions', 'no' );
	update_option( 'woocommerce_onboarding_profile', array( 'skipped' => true ) );
	update_option( 'woocommerce_task_list_hidden', 'yes' );

	update_option(
		'woocommerce_cod_settings',
		array(
			'enabled'            => 'yes',
			'title'              => 'Cash on delivery',
			'description'        => 'Pay with cash upon delivery.',
			'instructions'       => 'Pay with cash upon delivery.',
			'enable_for_methods' => array(),
			'enable_for_virtual' => 'yes',
		)
	);

	// Shop, cart, checkout and my-account pages; the installer made them already, this only fills gaps.
	WC_Install::create_pages();
}

/**
 * HPOS comes out off when WooCommerce is installed from the command line; a new shop in the browser has it on.
 * Without orders there is nothing to synchronise, so compatibility mode stays off as on a new shop.
 */
function shop_seed_hpos(): void {
	update_option( DataSynchronizer::ORDERS_DATA_SYNC_ENABLED_OPTION, 'no' );
	update_option( CustomOrdersTableController::CUSTOM_ORDERS_TABLE_USAGE_ENABLED_OPTION, 'yes' );
}

/**
 * One zone for the United States with a flat rate and free shipping from 100.
 */
function shop_seed_shipping_zone(): void {
	$zone = new WC_Shipping_Zone();
	$zone->set_zone_name( 'United States' );
	$zone->set_zone_order( 1 );
	$zone->add_location( 'US', 'country' );
	$zone->save();

	$flat_rate = $zone->add_shipping_method( 'flat_rate' );
	update_option(
		"woocommerce_flat_rate_{$flat_rate}_settings",
		array(
			'title'      => 'Flat rate',
			'tax_status' => 'taxable',
			'cost'       => '5.00',
		)
	);

	$free = $zone->add_shipping_method( 'free_shipping' );
	update_option(
		"woocommerce_free_shipping_{$free}_settings",
		array(
			'title'                => 'Free shipping',
			'requires'             => 'min_amount',
			'min_amount'           => '100',
			'ignore_discounts'     => 'no',
		)
	);
	WC_Cache_Helper::get_transient_version( 'shipping', true );
}
