<?php
/**
 * Installs WordPress without WP-CLI (no registry here has it): wp_install(), pretty permalinks, offline settings.
 *
 * Run by tools/stack/site-install.mjs with SHOP_WP_INSTALLING=1, which makes wp-context.php define
 * WP_INSTALLING before wp-load.php, as wp-admin/install.php does.
 *
 * Arguments: site title, admin user, admin password, admin email.
 */

require_once ABSPATH . 'wp-admin/includes/upgrade.php';

list( , $title, $user, $password, $email ) = $argv;

if ( is_blog_installed() ) {
	echo "WordPress is already installed\n";
	exit( 0 );
}

// wp_install() would load /hello-world/ over HTTP to test pretty permalinks; they are set below anyway, and the
// page view would spawn a WP-Cron run that races the next set-up steps for the `cron` option.
add_filter( 'pre_http_request', static fn () => new WP_Error( 'shop_stack_setup', 'no loopback requests during set-up' ) );

$result = wp_install( $title, $user, $email, true, '', wp_slash( $password ) );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install() did not create the admin user\n" );
	exit( 1 );
}

// update_option( 'permalink_structure' ) plus a flush left /hello-world/ at 404; this pair does not.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules( true );

// Avatars come from Gravatar: offline a console error on every post with comments, online a third-party request.
update_option( 'show_avatars', 0 );
update_option( 'blog_public', 1 );
update_option( 'timezone_string', 'UTC' );

echo 'installed WordPress ' . get_bloginfo( 'version' ) . "\n";
