<?php
/**
 * Bench helper, run inside the site's WordPress (tools/stack/php-runner): lists the replaced plugin's options
 * (`list`) or deletes those not named in SHOP_BENCH_KEEP (`forget`), so the comparison run leaves the site as it
 * found it (the Import tab must not find options the bench created).
 *
 * @package ShopBundle
 */

declare( strict_types = 1 );

global $wpdb;

$names = $wpdb->get_col(
	$wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'moove_gdpr' ) . '%' )
);

if ( 'forget' === ( $argv[1] ?? '' ) ) {
	$keep = json_decode( (string) getenv( 'SHOP_BENCH_KEEP' ), true );
	$keep = is_array( $keep ) ? $keep : [];
	foreach ( array_diff( $names, $keep ) as $name ) {
		delete_option( $name );
	}
	exit( 0 );
}

echo wp_json_encode( array_values( $names ) );
