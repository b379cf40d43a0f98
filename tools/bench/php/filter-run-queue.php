<?php
/**
 * The background runner a shop's traffic would be, for the filter bench's index rebuild: runs Action Scheduler's
 * queue and due WP-Cron events (CLI scripts never spawn WP-Cron, see tools/stack/php/wp-context.php) until nothing
 * has been due for IDLE seconds, or MAX seconds have passed. Argument: MAX (default 900).
 *
 * @package ShopBundle
 */

const SHOP_BENCH_IDLE = 5;

$shop_bench_max   = (int) ( $argv[1] ?? 900 );
$shop_bench_start = microtime( true );
$shop_bench_idle  = null;
$shop_bench_ran   = 0;

while ( microtime( true ) - $shop_bench_start < $shop_bench_max ) {
	$shop_bench_did = shop_bench_run_cron();
	if ( class_exists( 'ActionScheduler_QueueRunner' ) ) {
		$shop_bench_did += ActionScheduler_QueueRunner::instance()->run( 'Shop bench' );
	}
	$shop_bench_ran += $shop_bench_did;
	if ( $shop_bench_did > 0 ) {
		$shop_bench_idle = null;
		continue;
	}
	$shop_bench_idle ??= microtime( true );
	if ( microtime( true ) - $shop_bench_idle >= SHOP_BENCH_IDLE ) {
		break;
	}
	usleep( 250000 );
}
printf( "ran %d actions and events in %.1f s\n", $shop_bench_ran, microtime( true ) - $shop_bench_start );

/**
 * Runs the due WP-Cron events as wp-cron.php does.
 *
 * @return int Events run.
 */
function shop_bench_run_cron(): int {
	$ran = 0;
	foreach ( wp_get_ready_cron_jobs() as $timestamp => $hooks ) {
		foreach ( $hooks as $hook => $events ) {
			foreach ( $events as $event ) {
				if ( $event['schedule'] ) {
					wp_reschedule_event( $timestamp, $event['schedule'], $hook, $event['args'] );
				}
				wp_unschedule_event( $timestamp, $hook, $event['args'] );
				do_action_ref_array( $hook, $event['args'] );
				++$ran;
			}
		}
	}
	return $ran;
}
