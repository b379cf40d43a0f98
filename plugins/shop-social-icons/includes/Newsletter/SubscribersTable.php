<?php
/**
 * The subscribers table: its schema, created and upgraded with dbDelta.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}shop_social_icons_subscribers`, one row per address (a UNIQUE key, so even two requests racing cannot
 * store an address twice). Created on activation (Plugin adds the hook while the plugin file loads) and whenever the
 * stored schema version differs, checked at boot and on admin_init: that covers updates installed without
 * reactivation. dbDelta commits implicitly: never call install() inside a transaction.
 */
final class SubscribersTable implements Service {

	public const SCHEMA_VERSION = '1';

	public const VERSION_OPTION = 'shop_social_icons_subscribers_schema';

	/**
	 * Adds the hook and checks right away (the plugin boots on plugins_loaded).
	 */
	public function register(): void {
		add_action( 'admin_init', [ self::class, 'maybe_upgrade' ], 10, 0 );
		self::maybe_upgrade();
	}

	/**
	 * The table's name with the site's prefix.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'shop_social_icons_subscribers';
	}

	/**
	 * Creates or upgrades the table when the stored version is not the current one.
	 */
	public static function maybe_upgrade(): void {
		if ( self::SCHEMA_VERSION !== get_option( self::VERSION_OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Creates or upgrades the table and records the version.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::name();
		// Two spaces after PRIMARY KEY, one key per line: the format dbDelta parses.
		dbDelta(
			"CREATE TABLE {$table} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
email varchar(191) NOT NULL,
name varchar(100) NOT NULL DEFAULT '',
status varchar(20) NOT NULL DEFAULT 'pending',
consent_text text NOT NULL,
created_at datetime NOT NULL,
confirmed_at datetime NULL DEFAULT NULL,
unsubscribed_at datetime NULL DEFAULT NULL,
PRIMARY KEY  (id),
UNIQUE KEY email (email),
KEY status_created (status,created_at)
) {$wpdb->get_charset_collate()};"
		);
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION, true );
	}

	/**
	 * Drops the table and forgets its version (uninstall).
	 */
	public static function drop(): void {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		delete_option( self::VERSION_OPTION );
	}
}
