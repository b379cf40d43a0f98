<?php
/**
 * Plugin Name: Shop stack self-test (local)
 * Description: Lets the test harness prove that it notices PHP notices and console errors, and the scale stack's
 *              suite look inside its nodes. Active only while SHOP_STACK_DIR/selftest.on exists (npm test creates
 *              it). Copied in by tools/stack; edit it there.
 */

if ( ! defined( 'SHOP_STACK_DIR' ) || ! file_exists( SHOP_STACK_DIR . '/selftest.on' ) ) {
	return;
}

/*
 * The scale stack's cron test (e2e/scale/cron.spec.ts) schedules this action: its run is recorded with where it ran
 * (which node's copy of WordPress) and whether cron ran it.
 */
add_action(
	'shop_selftest_action',
	static function ( $token ) {
		update_option(
			'shop_selftest_action_' . sanitize_key( (string) $token ),
			array(
				'abspath' => ABSPATH,
				'cron'    => wp_doing_cron(),
			),
			false
		);
	}
);

/*
 * The scale stack's test of a failed build (e2e/scale/sets-build-interrupted.spec.ts) interrupts a background build of
 * the product filter's sets inside MariaDB: while SHOP_STACK_DIR/selftest-hold-sets exists, the next cron build sleeps
 * in the database on its first read (once: the file goes), and SHOP_STACK_DIR/selftest-sets-held tells the test it is
 * there.
 */
add_filter(
	'query',
	static function ( $query ) {
		global $wpdb;
		$from = 'FROM ' . $wpdb->prefix . "shop_filter_index WHERE facet = 'stock' AND parent_id = 0";
		$hold = SHOP_STACK_DIR . '/selftest-hold-sets';
		if ( ! is_string( $query ) || ! str_contains( $query, $from ) || ! wp_doing_cron() || ! file_exists( $hold ) ) {
			return $query;
		}
		unlink( $hold ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a flag file of the test harness.
		touch( SHOP_STACK_DIR . '/selftest-sets-held' );
		return str_replace( 'FROM ', 'FROM (SELECT SLEEP(30) AS held) AS held, ', $query );
	}
);

add_action(
	'template_redirect',
	static function () {
		$mode = isset( $_GET['shop_selftest'] ) ? sanitize_key( wp_unslash( $_GET['shop_selftest'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch.
		if ( 'notice' === $mode ) {
			// A real notice through PHP's error handling, then the page renders as usual.
			trigger_error( 'shop selftest notice', E_USER_NOTICE ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			return;
		}
		if ( 'donotcachepage' === $mode ) {
			// Marked late, once the page is being written: the page cache's mu-plugin must still make it private.
			add_action( 'wp_footer', static fn () => define( 'DONOTCACHEPAGE', true ) );
			return;
		}
		if ( 'object-cache' === $mode ) {
			// Which node answered, whether it uses the shared object cache, and a value written there (`set`) or read.
			nocache_headers();
			$value = isset( $_GET['set'] ) ? sanitize_key( wp_unslash( $_GET['set'] ) ) : null; // phpcs:ignore WordPress.Security.NonceVerification
			if ( null !== $value ) {
				wp_cache_set( 'probe', $value, 'shop_selftest' );
			}
			wp_send_json(
				array(
					'node'     => isset( $_SERVER['SHOP_NODE'] ) ? sanitize_key( wp_unslash( $_SERVER['SHOP_NODE'] ) ) : null,
					'external' => wp_using_ext_object_cache(),
					'value'    => wp_cache_get( 'probe', 'shop_selftest' ),
				)
			);
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
