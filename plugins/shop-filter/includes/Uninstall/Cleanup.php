<?php
/**
 * Removes what Shop Filter stored: on every site of a network.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Uninstall;

use ShopFilter\Kit\Uninstall\EverySite;
use ShopFilter\Kit\Uninstall\SiteData;

defined( 'ABSPATH' ) || exit;

/**
 * The index tables, their options, the settings and the queued rebuilds live in one site's tables, so on a multisite
 * network the kit's EverySite cleans each site in turn. The plugin is not loaded when WordPress deletes it:
 * uninstall.php registers its autoloader first.
 */
final class Cleanup {

	/** Options: the index's schema, version and repairs, the rebuild's state, the sets' lock, version, digests and failed builds, the settings. */
	public const OPTIONS = [
		'shop_filter_index_repairs',
		'shop_filter_index_schema',
		'shop_filter_index_version',
		'shop_filter_rebuild',
		'shop_filter_sets_digests',
		'shop_filter_sets_failures',
		'shop_filter_sets_lock',
		'shop_filter_sets_version',
		'shop_filter_settings',
	];

	/** Tables, without the site's prefix: the index and its sets (derived data: a reinstall rebuilds them). */
	public const TABLES = [ 'shop_filter_index', 'shop_filter_sets' ];

	/** Action Scheduler hooks (WooCommerce's queue) of the rebuild and the sets' refresh. */
	public const ACTIONS = [ 'shop_filter_rebuild_batch', 'shop_filter_refresh_sets' ];

	/**
	 * Cleans every site of the network, or the one site.
	 */
	public static function everywhere(): void {
		EverySite::clean( self::site(...) );
	}

	/**
	 * Cleans the current site: the queued actions (while WooCommerce is there), the options, the tables.
	 */
	public static function site(): void {
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			foreach ( self::ACTIONS as $hook ) {
				as_unschedule_all_actions( $hook );
			}
		}
		( new SiteData( options: self::OPTIONS, tables: self::TABLES ) )->delete();
	}
}
