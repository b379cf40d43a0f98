<?php
/**
 * Removes what Shop Social Icons stored: on every site of a network.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Uninstall;

use ShopSocialIcons\Kit\Uninstall\EverySite;
use ShopSocialIcons\Kit\Uninstall\SiteData;

defined( 'ABSPATH' ) || exit;

/**
 * The options, the subscribers table, the cron event and the transients live in one site's tables, so on a multisite
 * network the kit's EverySite cleans each site in turn; users are the network's, cleaned once. The plugin is not
 * loaded when WordPress deletes it: uninstall.php registers its autoloader first.
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
		EverySite::clean( self::site(...) );
		// Each user's admin notice state (Admin\NoticeState::META_KEY): one table for the whole network.
		delete_metadata( 'user', 0, 'shop_social_icons_notice', '', true );
	}

	/**
	 * Cleans the current site: options, the sign-up counters of versions before the counters table (transients), the
	 * newsletter's expiry event, its tables (the subscribers, the sign-up counters: Newsletter\SignupRateLimit).
	 */
	public static function site(): void {
		( new SiteData( self::OPTIONS, [ 'shop_si_signup_' ], [ 'shop_social_icons_newsletter_purge' ], [ 'shop_social_icons_subscribers', 'shop_social_icons_rate_limits' ] ) )->delete();
	}
}
