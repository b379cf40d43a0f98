<?php
/**
 * Run by newsletter.spec.ts inside the e2e site's WordPress (e2e/support/wordpress-php.ts): deletes the subscribers
 * the spec made (addresses at newsletter-e2e.example) and the sign-up rate limit's counters, so every test starts
 * with a fresh allowance (all browsers of the stack come from 127.0.0.1) and no address left from an earlier run.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

global $wpdb;
$shop_table = $wpdb->prefix . 'shop_social_icons_subscribers';
// phpcs:disable WordPress.DB -- test clean-up of the plugin's own rows.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$shop_table} WHERE email LIKE %s", '%@newsletter-e2e.example' ) );
// phpcs:enable
ShopSocialIcons\Newsletter\SignupRateLimit::counters()->purge( PHP_INT_MAX ); // Every window, as if all were over.
wp_cache_flush();
echo 'reset';
