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

/*
 * PHPUnit includes this file inside a function: variables WordPress sets at file scope (not through $GLOBALS) would
 * otherwise stay local to it; `$shortcode_tags` was, so no shortcode ran in tests. WordPress's own test bootstrap
 * globalizes the same list (https://github.com/sebastianbergmann/phpunit/issues/325).
 */
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories;

$shop_stack_dir = getenv( 'SHOP_STACK_DIR' ) ?: dirname( __DIR__, 3 ) . '/.stack';
$shop_facts     = json_decode( (string) @file_get_contents( $shop_stack_dir . '/stack.json' ), true );
if ( ! is_array( $shop_facts ) ) {
	fwrite( STDERR, "No local stack at $shop_stack_dir: run npm test (it starts the stack).\n" );
	exit( 1 );
}

// The same WordPress context the stack's own command-line scripts get (host, port, no WP-Cron).
putenv( 'SHOP_STACK_DIR=' . $shop_stack_dir );
putenv( 'SHOP_WP_DIR=' . $shop_stack_dir . '/wordpress' );
putenv( 'SHOP_SITE_URL=' . $shop_facts['url'] );
require dirname( __DIR__, 2 ) . '/stack/php/wp-context.php';
require __DIR__ . '/TestCase.php';
require __DIR__ . '/Support/AdminGlobals.php';
require __DIR__ . '/Support/AssetFile.php';
require __DIR__ . '/Support/BundlePlugins.php';
require __DIR__ . '/Support/CacheNodes.php';
require __DIR__ . '/Support/EnqueueCapture.php';
require __DIR__ . '/Support/KeptHooks.php';
require __DIR__ . '/Support/HookedCallback.php';
require __DIR__ . '/Support/NetworkOfSites.php';
require __DIR__ . '/Support/PageOwnScript.php';
require __DIR__ . '/Support/SitesInTurn.php';
require __DIR__ . '/Support/StoredEarlier.php';

// The PHP kit's tests run on its source, under its own namespace (each package carries a copy under its own).
require dirname( __DIR__, 3 ) . '/packages/php-kit/src/Autoloader.php';
ShopKit\Autoloader::register( 'ShopKit', dirname( __DIR__, 3 ) . '/packages/php-kit/src/' );

if ( 'shop_test' !== DB_NAME ) {
	fwrite( STDERR, 'Refusing to run: the tests would write to ' . DB_NAME . ", not shop_test.\n" );
	exit( 1 );
}
