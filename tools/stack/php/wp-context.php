<?php
/**
 * Gives a command-line PHP script the WordPress context a page view has.
 *
 * runPhp() (tools/stack/php-runner.mjs) loads this file through auto_prepend_file, so scripts are plain
 * WordPress code. SHOP_WP_INSTALLING=1 defines WP_INSTALLING first, as the installer needs.
 */

/*
 * Set-up and test scripts run in quick succession. If each spawned a WP-Cron request, those would run beside the
 * next script and overwrite its changes to the `cron` option (both write the whole array). Page views still do.
 */
define( 'DISABLE_WP_CRON', true );

// During set-up the site answers page views with 503 (.maintenance); scripts must get through. Filters added this
// way, before WordPress loads, are WordPress's documented pre-initialised hooks.
$GLOBALS['wp_filter']['enable_maintenance_mode'][10][] = array(
	'function'      => static fn () => false, // A closure: __return_false() is not defined this early.
	'accepted_args' => 1,
);

if ( '1' === getenv( 'SHOP_WP_INSTALLING' ) ) {
	define( 'WP_INSTALLING', true );
}

$shop_site = parse_url( (string) getenv( 'SHOP_SITE_URL' ) );

// WordPress and WooCommerce read these while building URLs; a CLI run has none of them.
$_SERVER['HTTP_HOST']       = $shop_site['host'] . ':' . $shop_site['port'];
$_SERVER['SERVER_NAME']     = $shop_site['host'];
$_SERVER['SERVER_PORT']     = (string) $shop_site['port'];
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
unset( $shop_site );

require getenv( 'SHOP_WP_DIR' ) . '/wp-load.php';
