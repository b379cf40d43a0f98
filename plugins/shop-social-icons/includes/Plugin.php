<?php
/**
 * Composition root: builds the services and registers them.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons;

use ShopSocialIcons\Admin\AdminNotice;
use ShopSocialIcons\Admin\AdminPage;
use ShopSocialIcons\Admin\NoticeRoute;
use ShopSocialIcons\Assets\OnDemandAssets;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Floating\FloatingWidget;
use ShopSocialIcons\Frontend\CoreScript;
use ShopSocialIcons\Frontend\ReachScripts;
use ShopSocialIcons\Icons\Renderer;
use ShopSocialIcons\Import\ImportRoute;
use ShopSocialIcons\Kit\Assets\BuildAssets;
use ShopSocialIcons\Kit\Cache\SharedCache;
use ShopSocialIcons\Kit\I18n;
use ShopSocialIcons\Kit\PluginBase;
use ShopSocialIcons\Kit\Service;
use ShopSocialIcons\Kit\WooCommerce\Compatibility;
use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Newsletter\Newsletter;
use ShopSocialIcons\Newsletter\NewsletterSettings;
use ShopSocialIcons\Newsletter\SubscribersTable;
use ShopSocialIcons\Overlays\OverlayData;
use ShopSocialIcons\Placement\AutoPlacement;
use ShopSocialIcons\Placement\IconsBlock;
use ShopSocialIcons\Placement\ProductPlacement;
use ShopSocialIcons\Placement\Shortcodes;
use ShopSocialIcons\Popup\PopupController;
use ShopSocialIcons\Popup\PopupDialog;
use ShopSocialIcons\Popup\PopupPage;
use ShopSocialIcons\Popup\PopupPreviewController;
use ShopSocialIcons\Popup\PopupSettings;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Social Icons works without WooCommerce and integrates with it when present.
 */
final class Plugin extends PluginBase {

	/**
	 * What services() built that the REST routes share: the popup's dialog, the on-demand scripts, the sprite.
	 *
	 * @var array{PopupDialog, OnDemandAssets, Sprite}
	 */
	private array $rest_use;

	/**
	 * Registers the services once every plugin is loaded, and the activation hook now.
	 */
	public function register(): void {
		parent::register();
		// Activation runs after plugins_loaded, so the hook is added while the plugin file loads.
		register_activation_hook( FILE, [ SubscribersTable::class, 'install' ] );
	}

	/**
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$build          = new BuildAssets( DIR, URL );
		$sprite         = new Sprite();
		$core           = new CoreScript();
		$renderer       = new Renderer( $sprite, $core );
		$on_need        = new OnDemandAssets();
		$popup          = new PopupDialog( $renderer );
		$floating       = new FloatingWidget( $renderer );
		$this->rest_use = [ $popup, $on_need, $sprite ];

		return [
			new I18n( FILE ),
			new Scripts( $build ),
			new Settings(),
			$sprite,
			$core,
			$floating,
			new ReachScripts( $on_need, $floating ),
			new IconsBlock( $renderer ),
			new Shortcodes( $renderer ),
			new AutoPlacement( $renderer ),
			new ProductPlacement( $renderer ),
			new PopupSettings(),
			new PopupPage( $popup, $on_need ),
			// Shared caches keep the route's answers: the popup's settings and the icons' change them.
			new SharedCache( [ PopupController::NAMESPACE . PopupController::ROUTE ], [ PopupSettings::OPTION, Settings::OPTION, NewsletterSettings::OPTION ], pages: true ),
			new OverlayData( $on_need ),
			new Compatibility( FILE ),
			...Newsletter::services(),
		];
	}

	/**
	 * The admin screens' services.
	 *
	 * @return list<Service>
	 */
	protected function admin_services(): array {
		return [
			new AdminPage(),
			new AdminNotice(),
			...Newsletter::admin_services(),
		];
	}

	/**
	 * The REST routes (the popup's answer and preview, the admin notice's and the import's), with the newsletter's:
	 * built when the REST API starts, sharing the page's dialog, scripts and sprite.
	 *
	 * @return list<Service>
	 */
	protected function rest_services(): array {
		[ $popup, $on_need, $sprite ] = $this->rest_use;

		return [
			new PopupController( $popup, $on_need, $sprite ),
			new PopupPreviewController( $popup, $sprite ),
			new NoticeRoute(),
			new ImportRoute(),
			...Newsletter::rest_services(),
		];
	}
}
