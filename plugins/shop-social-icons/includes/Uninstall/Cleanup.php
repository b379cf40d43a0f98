<?php
/**
 * Removes what Shop Social Icons stored: on every site of a network.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Uninstall;

defined( 'ABSPATH' ) || exit;

/**
 * The options, the subscribers table, the cron event and the transients live in one site's tables, so on a multisite
 * network each site is cleaned in turn (switch_to_blog() changes the table prefix and the options), as Shop Consent
 * and Shop Filter do; users are the network's, cleaned once. uninstall.php requires this file itself: the plugin is
 * not loaded when WordPress deletes it. Plain SQL where no API deletes by prefix.
 */
final class Cleanup {

	/** Options: the icons' settings, the newsletter's and its table's schema version, the popup's. */
	public const OPTIONS = [
		'shop_social_icons_settings',
		'shop_social_icons_newsletter',
		'shop_social_icons_subscribers_schema',
		'shop_social_icons_popup',
	];

	/**
	 * Cleans every site of the network, or the one site, then the users.
	 */
	public static function everywhere(): void {
		if ( is_multisite() ) {
			self::sites( get_sites( [ 'fields' => 'ids', 'number' => 0 ] ) );
		} else {
			self::site();
		}
		// Each user's admin notice state (Admin\NoticeState::META_KEY): one table for the whole network.
		delete_metadata( 'user', 0, 'shop_social_icons_notice', '', true );
	}

	/**
	 * Cleans each of these sites of a network.
	 *
	 * @param array<int|string>         $site_ids Site ids.
	 * @param null|callable(int): mixed $switch   Makes a site current (switch_to_blog; tests on a single site inject one).
	 * @param null|callable(): mixed    $restore  Goes back (restore_current_blog).
	 */
	public static function sites( array $site_ids, ?callable $switch = null, ?callable $restore = null ): void {
		foreach ( $site_ids as $site_id ) {
			( $switch ?? 'switch_to_blog' )( (int) $site_id );
			try {
				self::site();
			} finally {
				( $restore ?? 'restore_current_blog' )();
			}
		}
	}

	/**
	 * Cleans the current site: options, the newsletter's expiry event, the sign-up counters of versions before the
	 * counters table, and the tables (last: DROP TABLE commits implicitly).
	 */
	public static function site(): void {
		global $wpdb;
		foreach ( self::OPTIONS as $option ) {
			delete_option( $option );
		}
		wp_clear_scheduled_hook( 'shop_social_icons_newsletter_purge' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own transients, by prefix.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_shop_si_signup_' ) . '%', $wpdb->esc_like( '_transient_timeout_shop_si_signup_' ) . '%' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_social_icons_subscribers" );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table (Newsletter\SignupRateLimit::counters()).
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}shop_social_icons_rate_limits" );
	}
}
