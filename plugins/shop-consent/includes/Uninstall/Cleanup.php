<?php
/**
 * Removes what Shop Consent stored, site by site.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Uninstall;

use ShopConsent\Kit\Uninstall\EverySite;
use ShopConsent\Kit\Uninstall\SiteData;

defined( 'ABSPATH' ) || exit;

/**
 * Every option, cron event and table the plugin creates lives in one site's tables: the kit's EverySite cleans each
 * site of a network in turn. The plugin is not loaded when WordPress deletes it: uninstall.php registers its
 * autoloader first.
 */
final class Cleanup {

	public const OPTIONS = [
		'shop_consent_settings',
		'shop_consent_db_version',
		'shop_consent_cookie_list',
		'shop_consent_stats_db_version',
		'shop_consent_stats_collector',
		'shop_consent_stats_endpoint',
		'shop_consent_guard_db_version',
		'shop_consent_handle_markup',
		'shop_consent_privacy_urls',
		// The bundle's trusted proxies (Guard\SharedProxySetting): only this plugin's settings write them.
		'shop_bundle_trusted_proxies',
	];

	public const CRON_HOOKS = [
		'shop_consent_purge_log',
		'shop_consent_purge_statistics',
		'shop_consent_purge_guard',
		'shop_consent_probe_collector',
	];

	/** Tables, without the site's prefix. */
	public const TABLES = [
		'shop_consent_log',
		'shop_consent_stats_pages',
		'shop_consent_stats_referrers',
		'shop_consent_stats_visits',
		'shop_consent_stats_clients',
		'shop_consent_rate_limits',
		'shop_consent_salts',
	];

	/**
	 * Cleans every site of the network, or the one site.
	 */
	public static function everywhere(): void {
		EverySite::clean( self::site(...) );
	}

	/**
	 * Cleans the current site: the options, the rate-limit transients of versions before 0.2
	 * (shop_consent_<limit>_<client hash>), the cron events, then the tables.
	 */
	public static function site(): void {
		( new SiteData( self::OPTIONS, [ 'shop_consent_' ], self::CRON_HOOKS, self::TABLES ) )->delete();
	}
}
