<?php
/**
 * Deletes what a storefront spec stored where nothing had been: options (`option name...`) or one user's meta
 * (`user-meta user-id key...`). No REST route deletes either, and a test must leave absent what it found absent.
 * Run with WordPress loaded (tools/stack/php/wp-context.php).
 *
 * @package ShopBundle\Tests
 */

$shop_kind = $argv[1] ?? '';
if ( 'option' === $shop_kind ) {
	array_map( 'delete_option', array_slice( $argv, 2 ) );
} elseif ( 'user-meta' === $shop_kind && isset( $argv[2] ) ) {
	foreach ( array_slice( $argv, 3 ) as $shop_key ) {
		delete_user_meta( (int) $argv[2], $shop_key );
	}
} else {
	fwrite( STDERR, "Usage: delete-stored.php option name... | user-meta user-id key...\n" );
	exit( 1 );
}
