<?php
/**
 * Loads the local stack's real WordPress on the test database for PHPUnit.
 *
 * `npm test` rebuilds that database first (install-test-site.php); nothing of
 * WordPress is faked. Every test runs inside a transaction that is rolled back.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

putenv( 'SHOP_TEST_DB=1' );

$shop_stack_dir = getenv( 'SHOP_STACK_DIR' ) ?: dirname( __DIR__, 3 ) . '/.stack';
$shop_wp_load   = $shop_stack_dir . '/wordpress/wp-load.php';
if ( ! is_file( $shop_wp_load ) ) {
	fwrite( STDERR, "No WordPress at $shop_wp_load: run npm test (it starts the stack).\n" );
	exit( 1 );
}

// WordPress reads these as a web request would; CLI has none.
$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? 'localhost';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';

require $shop_wp_load;
require __DIR__ . '/TestCase.php';

if ( 'shop_test' !== DB_NAME ) {
	fwrite( STDERR, 'Refusing to run: the tests would write to ' . DB_NAME . ", not shop_test.\n" );
	exit( 1 );
}
