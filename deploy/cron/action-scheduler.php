<?php
/**
 * Runs Action Scheduler's queue once, as `wp action-scheduler run` does, for hosts without WP-CLI. Run from the
 * WordPress folder (shop-cron.sh does): `php /path/to/action-scheduler.php`. Its runs are logged as "via Shop cron".
 *
 * @package ShopBundle
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 ); // Never over the web, should the file land in a docroot.
}

// The context wp-cron.php gives its events: WooCommerce then loads no storefront code (cart, session).
define( 'DOING_CRON', true );
require getcwd() . '/wp-load.php';

if ( class_exists( 'ActionScheduler' ) ) {
	$shop_processed = ActionScheduler::runner()->run( 'Shop cron' );
	echo 'Action Scheduler: ' . (int) $shop_processed . " actions run\n";
}
