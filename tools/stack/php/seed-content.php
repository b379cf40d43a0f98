<?php
/**
 * Demo content for a fresh site: blog posts with threaded comments, pages, and navigation both as a block
 * (wp_navigation, which block themes such as Twenty Twenty-Five show) and as a classic menu named Main.
 */

require_once __DIR__ . '/lib/content-posts.php';
require_once __DIR__ . '/lib/content-navigation.php';

wp_set_current_user( (int) get_user_by( 'login', getenv( 'SHOP_ADMIN_USER' ) ?: 'admin' )->ID );

update_option( 'thread_comments', 1 );
update_option( 'thread_comments_depth', 5 );

$shop_pages = shop_seed_pages();
shop_seed_posts();
shop_seed_navigation( $shop_pages );

echo 'seeded ' . count( $shop_pages ) . " pages, posts with threaded comments and navigation\n";
