<?php
/**
 * WordPress configuration of the local shop stack.
 *
 * Written by tools/stack/wp-config.mjs on every start from tools/stack/php/wp-config.template.php:
 * edit the template, not this copy. Tokens in double braces are replaced with PHP-escaped values.
 */

define( 'SHOP_STACK_DIR', '{{STACK_DIR}}' );

// PHPUnit sets SHOP_TEST_DB=1 so tests never write into the site's own database.
define( 'DB_NAME', '1' === getenv( 'SHOP_TEST_DB' ) ? '{{DB_TEST}}' : '{{DB_SITE}}' );
define( 'DB_USER', '{{DB_USER}}' );
define( 'DB_PASSWORD', '{{DB_PASSWORD}}' );
define( 'DB_HOST', 'localhost:{{DB_SOCKET}}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

// Debian's nginx passes HTTP_HOST without the port; fixed URLs keep WordPress from redirecting to port 80.
define( 'WP_HOME', '{{SITE_URL}}' );
define( 'WP_SITEURL', '{{SITE_URL}}' );

define( 'AUTH_KEY', '{{AUTH_KEY}}' );
define( 'SECURE_AUTH_KEY', '{{SECURE_AUTH_KEY}}' );
define( 'LOGGED_IN_KEY', '{{LOGGED_IN_KEY}}' );
define( 'NONCE_KEY', '{{NONCE_KEY}}' );
define( 'AUTH_SALT', '{{AUTH_SALT}}' );
define( 'SECURE_AUTH_SALT', '{{SECURE_AUTH_SALT}}' );
define( 'LOGGED_IN_SALT', '{{LOGGED_IN_SALT}}' );
define( 'NONCE_SALT', '{{NONCE_SALT}}' );

$table_prefix = 'wp_';

// Every notice, from page views and from the command line, goes to one file that the test harness watches.
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '{{DEBUG_LOG}}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );

// Offline by design: no calls to third-party hosts, no update checks, no automatic updates.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );

define( 'WP_ENVIRONMENT_TYPE', 'local' );

// A node of the scale-out stack adds what a shop on several web nodes adds (deploy/wordpress/wp-config-scale.php).
if ( is_file( __DIR__ . '/wp-config-scale.php' ) ) {
	require __DIR__ . '/wp-config-scale.php';
}

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

require_once ABSPATH . 'wp-settings.php';
