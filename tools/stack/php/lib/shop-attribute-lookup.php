<?php
/**
 * Fills the product attributes lookup table now, in this process.
 *
 * From the command line WooCommerce leaves the table empty and its use switched off until a background job
 * (Action Scheduler, needing WP-Cron or a runner) has run. Attribute filters would read the slow term tables
 * meanwhile, unlike a shop set up in the browser.
 */

use Automattic\WooCommerce\Internal\ProductAttributesLookup\DataRegenerator;

/**
 * @return int Number of lookup rows.
 */
function shop_regenerate_attribute_lookup(): int {
	global $wpdb;

	$regenerator = wc_get_container()->get( DataRegenerator::class );
	$regenerator->initiate_regeneration( false );
	while ( $regenerator->do_regeneration_step() ) {
		// Each step handles a batch of products until the last id noted at the start.
	}
	$regenerator->finalize_regeneration( true );

	// Seeding queued one update job per product change; the table is complete, so they have nothing left to do.
	if ( function_exists( 'as_unschedule_all_actions' ) ) {
		as_unschedule_all_actions( 'woocommerce_run_product_attribute_lookup_update_callback' );
	}

	return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_product_attributes_lookup" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
}
