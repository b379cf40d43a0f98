<?php
/**
 * What the statistics bench stored, read with WordPress loaded by runPhp() (tools/stack/php-runner.mjs).
 *
 * Usage: statistics-rows.php count <path>    prints {"views":N,"visits":N} for that path
 *        statistics-rows.php delete <prefix> deletes the bench's rows (paths starting with the prefix, its referrer)
 *
 * @package ShopBundle\Bench
 */

declare( strict_types=1 );

global $wpdb;

$shop_bench_action = $argv[1] ?? '';
$shop_bench_path   = $argv[2] ?? '';
$shop_bench_pages  = $wpdb->prefix . 'shop_consent_stats_pages';
$shop_bench_visits = $wpdb->prefix . 'shop_consent_stats_visits';
$shop_bench_refs   = $wpdb->prefix . 'shop_consent_stats_referrers';

// phpcs:disable WordPress.DB -- bench tables of shop-consent, read and cleaned directly.
if ( 'count' === $shop_bench_action ) {
	echo wp_json_encode(
		[
			'views'  => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(views), 0) FROM {$shop_bench_pages} WHERE path = %s", $shop_bench_path ) ),
			'visits' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$shop_bench_visits} WHERE path = %s", $shop_bench_path ) ),
		]
	);
	exit( 0 );
}
if ( 'delete' === $shop_bench_action && '' !== $shop_bench_path ) {
	$shop_bench_like = $wpdb->esc_like( $shop_bench_path ) . '%';
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$shop_bench_pages} WHERE path LIKE %s", $shop_bench_like ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$shop_bench_visits} WHERE path LIKE %s", $shop_bench_like ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$shop_bench_refs} WHERE domain = %s", 'bench.invalid' ) );
	exit( 0 );
}
fwrite( STDERR, "usage: statistics-rows.php count <path> | delete <prefix>\n" );
exit( 2 );
