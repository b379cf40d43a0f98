<?php
/**
 * Removes what Shop Social Icons stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The icons' settings (ShopSocialIcons\Settings\Settings::OPTION); later features add theirs here.
delete_option( 'shop_social_icons_settings' );

// The newsletter (ShopSocialIcons\Newsletter): its option, the subscribers table and its schema version, the daily
// expiry event and the sign-up rate limit's counters. Plain SQL: the plugin's classes are not loaded here.
global $wpdb;
delete_option( 'shop_social_icons_newsletter' );
delete_option( 'shop_social_icons_subscribers_schema' );
wp_clear_scheduled_hook( 'shop_social_icons_newsletter_purge' );
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own transients, by prefix.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_shop_si_signup_' ) . '%', $wpdb->esc_like( '_transient_timeout_shop_si_signup_' ) . '%' ) );
// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_social_icons_subscribers" );

// Each user's admin notice state (ShopSocialIcons\Admin\NoticeState::META_KEY).
delete_metadata( 'user', 0, 'shop_social_icons_notice', '', true );

// The popup's settings (ShopSocialIcons\Popup\PopupSettings::OPTION).
delete_option( 'shop_social_icons_popup' );
