<?php
/**
 * Composition root: builds the services and registers them.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent;

use ShopConsent\Admin\AdminPage;
use ShopConsent\Assets\BuildAssets;
use ShopConsent\Assets\Scripts;
use ShopConsent\Blocks\CookiePolicy;
use ShopConsent\Blocks\CookieSettings;
use ShopConsent\Consent\WpConsentApi;
use ShopConsent\Cookies\ClearCookiesController;
use ShopConsent\Cookies\CookieList;
use ShopConsent\Cookies\CookieListController;
use ShopConsent\Cookies\CookieScannerController;
use ShopConsent\Cookies\KnownCookies;
use ShopConsent\Cookies\ScanPages;
use ShopConsent\Cron\DailyPurge;
use ShopConsent\Database\TableInstaller;
use ShopConsent\Embeds\BlockedEmbeds;
use ShopConsent\Frontend\HeadSnippets;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Frontend\SettingsElement;
use ShopConsent\Frontend\StrictMarkup;
use ShopConsent\Frontend\UiMarkup;
use ShopConsent\Geo\GeoController;
use ShopConsent\Geo\VisitorRegion;
use ShopConsent\Guard\GuardPurge;
use ShopConsent\Guard\GuardTables;
use ShopConsent\Guard\PublicWrite;
use ShopConsent\Import\ImportController;
use ShopConsent\Import\MooveMapper;
use ShopConsent\Import\MooveReader;
use ShopConsent\Log\ConsentLogTable;
use ShopConsent\Log\LogAdminController;
use ShopConsent\Log\LogController;
use ShopConsent\Log\LogExportController;
use ShopConsent\Log\Purge;
use ShopConsent\Rest\ScriptsController;
use ShopConsent\Settings\MarkupPermission;
use ShopConsent\Settings\Settings;
use ShopConsent\Statistics\BeaconSettings;
use ShopConsent\Statistics\CollectorConfigSync;
use ShopConsent\Statistics\CollectorEndpoint;
use ShopConsent\Statistics\HitController;
use ShopConsent\Statistics\PageContext;
use ShopConsent\Statistics\StatisticsController;
use ShopConsent\Statistics\StatisticsPurge;
use ShopConsent\Statistics\StatisticsReport;
use ShopConsent\Statistics\StatisticsTables;
use ShopConsent\WooCommerce\Compatibility;
use ShopConsent\WooCommerce\OrderAttributionConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Consent works without WooCommerce and integrates with it when present.
 */
final class Plugin {

	/**
	 * Registers the services once every plugin is loaded, so WooCommerce's classes can be detected.
	 */
	public function register(): void {
		add_action( 'plugins_loaded', [ $this, 'boot' ] );
	}

	/**
	 * Registers every service.
	 */
	public function boot(): void {
		foreach ( $this->services() as $service ) {
			$service->register();
		}
	}

	/**
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	private function services(): array {
		$build    = new BuildAssets( DIR . 'build/', URL . 'build/' );
		$settings = new Settings();
		$guard    = new PublicWrite( $settings );
		$region   = new VisitorRegion( $settings );

		// Visitor statistics: where beacons go, and what the fast collector (collect.php) is told.
		$stats_endpoint = new CollectorEndpoint();
		$stats_config   = new CollectorConfigSync( $settings );

		return [
			new I18n(),
			new TableInstaller( ConsentLogTable::maybe_upgrade(...) ),
			$settings,
			new MarkupPermission( $settings ),
			new Scripts( $build ),
			new HeadSnippets( $settings ),
			new StrictMarkup( $settings ),
			new BlockedEmbeds( $settings ),
			new CookieSettings(),
			new CookiePolicy( new CookieList(), $settings ),
			new CookieScannerController( new ScanPages(), new KnownCookies() ),
			new CookieListController( new CookieList() ),
			new SettingsElement( new PublicSettings( $settings, new UiMarkup(), new BeaconSettings( $settings, $stats_endpoint, new PageContext() ) ) ),
			new ScriptsController( $settings ),
			// Every public write passes the guard: same-site Origin, per-client and site-wide rate limits.
			new TableInstaller( GuardTables::maybe_upgrade(...) ),
			new DailyPurge( GuardPurge::HOOK, ( new GuardPurge() )->run(...) ),
			new ClearCookiesController( $settings, $guard ),
			new LogController( $guard ),
			new LogAdminController(),
			new LogExportController(),
			new ImportController( $settings, new MooveReader(), new MooveMapper() ),
			new GeoController( $settings, $region ),
			new WpConsentApi( $settings, $region ),
			new DailyPurge( Purge::HOOK, ( new Purge( $settings ) )->run(...) ),
			new TableInstaller( StatisticsTables::maybe_upgrade(...) ),
			$stats_config,
			$stats_endpoint,
			new HitController( $stats_config ),
			new StatisticsController( new StatisticsReport(), $stats_endpoint ),
			new DailyPurge( StatisticsPurge::HOOK, ( new StatisticsPurge( $settings ) )->run(...) ),
			new AdminPage(),
			new Compatibility(),
			new OrderAttributionConsent( $settings ),
		];
	}
}
