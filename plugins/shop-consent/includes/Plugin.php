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
use ShopConsent\Blocks\CookieSettings;
use ShopConsent\Embeds\BlockedEmbeds;
use ShopConsent\Frontend\HeadSnippets;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Frontend\SettingsElement;
use ShopConsent\Frontend\StrictMarkup;
use ShopConsent\Frontend\UiMarkup;
use ShopConsent\Log\Installer;
use ShopConsent\Log\Purge;
use ShopConsent\Log\RateLimiter;
use ShopConsent\Rest\ClearCookiesController;
use ShopConsent\Rest\GeoController;
use ShopConsent\Rest\LogController;
use ShopConsent\Rest\ScriptsController;
use ShopConsent\Settings\MarkupPermission;
use ShopConsent\Settings\Settings;
use ShopConsent\WooCommerce\Compatibility;
use ShopConsent\WooCommerce\OrderAttributionConsent;

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

		return [
			new I18n(),
			new Installer(),
			$settings,
			new MarkupPermission( $settings ),
			new Scripts( $build ),
			new HeadSnippets( $settings ),
			new StrictMarkup( $settings ),
			new BlockedEmbeds(),
			new CookieSettings(),
			new SettingsElement( new PublicSettings( $settings, new UiMarkup() ) ),
			new ScriptsController( $settings ),
			new ClearCookiesController( $settings ),
			new LogController( new RateLimiter( 'log', 30, 10 * MINUTE_IN_SECONDS ) ),
			new GeoController( $settings ),
			new Purge( $settings ),
			new AdminPage(),
			new Compatibility(),
			new OrderAttributionConsent( $settings ),
		];
	}
}
