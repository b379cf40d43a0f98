<?php
/**
 * Composition root: builds the services and registers them.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent;

use ShopConsent\Admin\AdminPage;
use ShopConsent\Assets\Scripts;
use ShopConsent\Banner\BarMarkup;
use ShopConsent\Banner\BarPreviewController;
use ShopConsent\Banner\InfoBar;
use ShopConsent\Banner\PrivacyPolicyUrl;
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
use ShopConsent\Frontend\MenuConsentLinks;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Frontend\SettingsElement;
use ShopConsent\Frontend\StrictMarkup;
use ShopConsent\Geo\GeoController;
use ShopConsent\Geo\VisitorRegion;
use ShopConsent\Guard\GuardPurge;
use ShopConsent\Guard\GuardTables;
use ShopConsent\Guard\PublicWrite;
use ShopConsent\Guard\SharedProxySetting;
use ShopConsent\Import\ImportController;
use ShopConsent\Import\MooveMapper;
use ShopConsent\Import\MooveReader;
use ShopConsent\Kit\Assets\BuildAssets;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Kit\Assets\HandleMarkupCache;
use ShopConsent\Kit\Cache\SharedCache;
use ShopConsent\Kit\I18n;
use ShopConsent\Kit\PluginBase;
use ShopConsent\Kit\Service;
use ShopConsent\Kit\WooCommerce\Compatibility;
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
use ShopConsent\WooCommerce\OrderAttributionConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Consent works without WooCommerce and integrates with it when present.
 *
 * A page view builds only what it uses: the REST controllers are built when the REST API starts
 * (`rest_api_init`: REST requests, the editor's preloads). Each service's class file is loaded when it is built, so
 * a storefront page reads none of theirs.
 */
final class Plugin extends PluginBase {

	/** The settings, shared by the services. */
	private Settings $settings;

	/** Guard of every public write: same-site Origin, per-client and site-wide rate limits. */
	private PublicWrite $guard;

	/** The visitor's region model. */
	private VisitorRegion $region;

	/** Where statistics beacons go. */
	private CollectorEndpoint $stats_endpoint;

	/** What the fast collector (collect.php) is told. */
	private CollectorConfigSync $stats_config;

	/**
	 * Registers the services of every request, and builds the others when they are needed.
	 */
	public function boot(): void {
		$this->settings       = new Settings();
		$this->guard          = new PublicWrite( $this->settings );
		$this->region         = new VisitorRegion( $this->settings );
		$this->stats_endpoint = new CollectorEndpoint();
		$this->stats_config   = new CollectorConfigSync( $this->settings );

		parent::boot();
	}

	/**
	 * The services of every request, wired explicitly.
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$build    = new BuildAssets( DIR, URL );
		$settings = $this->settings;
		$kept     = new HandleMarkupCache( Scripts::MARKUP_OPTION );

		return [
			new I18n( FILE ),
			new TableInstaller( ConsentLogTable::maybe_upgrade(...) ),
			$settings,
			new Scripts( $build ),
			new HeadSnippets( $settings ),
			new PrivacyPolicyUrl(),
			new InfoBar( $settings, new BarMarkup() ),
			new StrictMarkup( $settings ),
			new BlockedEmbeds( $settings ),
			new CookieSettings(),
			new MenuConsentLinks(),
			new CookiePolicy( new CookieList(), $settings ),
			$kept,
			new SettingsElement( new PublicSettings( $settings, new HandleMarkup( $kept ), new BeaconSettings( $settings, $this->stats_endpoint, new PageContext() ) ) ),
			new TableInstaller( GuardTables::maybe_upgrade(...) ),
			new SharedProxySetting( $settings ),
			new DailyPurge( GuardPurge::HOOK, ( new GuardPurge() )->run(...) ),
			new WpConsentApi( $settings, $this->region ),
			new DailyPurge( Purge::HOOK, ( new Purge( $settings ) )->run(...) ),
			new TableInstaller( StatisticsTables::maybe_upgrade(...) ),
			$this->stats_config,
			$this->stats_endpoint,
			new DailyPurge( StatisticsPurge::HOOK, ( new StatisticsPurge( $settings ) )->run(...) ),
			new Compatibility( FILE ),
			new OrderAttributionConsent( $settings ),
			// A shared cache may keep `GET scripts` (a year for the page's version): a save changes the markup.
			new SharedCache( [ ScriptsController::NAMESPACE . '/scripts' ], [ Settings::OPTION ], pages: true ),
		];
	}

	/**
	 * The admin screens' service: the settings page.
	 *
	 * @return list<Service>
	 */
	protected function admin_services(): array {
		return [ new AdminPage() ];
	}

	/**
	 * The REST controllers, built when the REST API starts.
	 *
	 * @return list<Service>
	 */
	protected function rest_services(): array {
		$settings = $this->settings;

		return [
			new MarkupPermission( $settings ),
			new CookieScannerController( new ScanPages(), new KnownCookies() ),
			new CookieListController( new CookieList() ),
			new ScriptsController( $settings ),
			// Every public write passes the guard.
			new ClearCookiesController( $settings, $this->guard ),
			new LogController( $this->guard ),
			new LogAdminController(),
			new LogExportController(),
			new ImportController( $settings, new MooveReader(), new MooveMapper() ),
			new BarPreviewController( $settings, new BarMarkup() ),
			new GeoController( $settings, $this->region ),
			new HitController( $this->stats_config ),
			new StatisticsController( new StatisticsReport(), $this->stats_endpoint ),
		];
	}
}
