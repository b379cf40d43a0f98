<?php
/**
 * Activates WooCommerce and runs its installer in this one process.
 *
 * Products must not be created here: in the request that activated WooCommerce they log "called incorrectly"
 * notices and variable products end up without a price. seed-shop.php runs in a process of its own.
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = activate_plugin( 'woocommerce/woocommerce.php' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, 'WooCommerce could not be activated: ' . $result->get_error_message() . "\n" );
	exit( 1 );
}

WC_Install::install();

/*
 * The first process after activation would schedule the Jetpack connection's cron events on plugins_loaded.
 * Scheduling asks WooCommerce for its cron schedules, whose labels are translated before after_setup_theme:
 * a "_load_textdomain_just_in_time was called incorrectly" notice in the debug log of every new shop.
 * Done here, after WordPress has loaded, with the library's own calls, no later process needs to.
 */
if ( class_exists( Automattic\Jetpack\Connection\Nonce_Handler::class ) ) {
	( new Automattic\Jetpack\Connection\Nonce_Handler() )->init_schedule();
}
if ( class_exists( Automattic\Jetpack\Heartbeat::class ) ) {
	Automattic\Jetpack\Heartbeat::init();
}

echo 'activated WooCommerce ' . WC()->version . "\n";
