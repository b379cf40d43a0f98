<?php
/**
 * Plugin Name: Shop stack self-test (local)
 * Description: Lets the test harness prove that it notices PHP notices and console errors. Active only while
 *              SHOP_STACK_DIR/selftest.on exists (npm test creates it). Copied in by tools/stack; edit it there.
 */

if ( ! defined( 'SHOP_STACK_DIR' ) || ! file_exists( SHOP_STACK_DIR . '/selftest.on' ) ) {
	return;
}

add_action(
	'template_redirect',
	static function () {
		$mode = isset( $_GET['shop_selftest'] ) ? sanitize_key( wp_unslash( $_GET['shop_selftest'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch.
		if ( 'notice' === $mode ) {
			// A real notice through PHP's error handling, then the page renders as usual.
			trigger_error( 'shop selftest notice', E_USER_NOTICE ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			return;
		}
		if ( 'console' === $mode ) {
			header( 'Content-Type: text/html; charset=utf-8' );
			echo "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Shop self-test</title></head>\n";
			echo "<body><p>Shop self-test: console error</p><script>console.error('shop selftest console error')</script></body></html>\n";
			exit;
		}
	},
	0
);
