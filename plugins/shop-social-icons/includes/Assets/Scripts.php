<?php
/**
 * The plugin's script and style handles.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Assets;

use ShopSocialIcons\Kit\Assets\BuildAssets;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every handle on init. The storefront core and the icons' stylesheet (self::FRONTEND, build/frontend.js
 * and build/style-frontend.css) are enqueued by Frontend\CoreScript when Icons\Renderer renders a list, and by
 * Popup\PopupPage where the popup is due: a page without either requests neither. The dialogs' handles are never
 * enqueued: the core injects their files on need.
 * The admin handles are enqueued by the admin page, on its own screen only.
 */
final class Scripts implements Service {

	/** Storefront core: small, no React; and the icons' stylesheet. */
	public const FRONTEND = 'shop-social-icons-frontend';

	/** Newsletter form's script and styles, no React; enqueued by Newsletter\NewsletterForm where a form renders. */
	public const NEWSLETTER = 'shop-social-icons-newsletter';

	/** The floating widget's stylesheet (no script: the core drives the widget). */
	public const FLOATING = 'shop-social-icons-floating';

	/** The popup dialog (script and style), injected by the core when the popup is due. */
	public const POPUP = 'shop-social-icons-popup';

	/** The WeChat and Pinterest overlays (script and style), injected by the core on the first click. */
	public const OVERLAYS = 'shop-social-icons-overlays';

	/** The QR encoder (qrcode-generator), injected for the WeChat overlay on a desktop only. */
	public const QRCODE = 'shop-social-icons-qrcode';

	/** Admin settings app (script and style). */
	public const ADMIN = 'shop-social-icons-admin';

	/** The admin notice widget's toggle and dismiss (no React), on the dashboard and the plugin's screen. */
	public const ADMIN_NOTICE = 'shop-social-icons-admin-notice';

	/**
	 * Constructor.
	 *
	 * @param BuildAssets $build Reads the build folder.
	 */
	public function __construct( private BuildAssets $build ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_assets' ] );
		// Admin screens only: a storefront page registers none of them (each is an asset file read, and a handle
		// WooCommerce's checkout lists with its dependencies). Priority 0: before the screens enqueue them (10).
		add_action( 'admin_enqueue_scripts', [ $this, 'register_admin_assets' ], 0 );
	}

	/**
	 * Registers the handles; nothing is printed until something enqueues them.
	 */
	public function register_assets(): void {
		$this->build->register_script( self::FRONTEND, 'frontend', BuildAssets::DEFERRED );
		$this->build->register_inlinable_style( self::FRONTEND, 'frontend' );
		$this->build->register_script( self::NEWSLETTER, 'newsletter', BuildAssets::DEFERRED );
		$this->build->register_inlinable_style( self::NEWSLETTER, 'newsletter' );
		// No dependency on the icons' stylesheet: the widget's list enqueues it first as it renders.
		$this->build->register_inlinable_style( self::FLOATING, 'floating' );

		// On-demand handles: never enqueued; the core injects their files (Assets\OnDemandAssets lists them).
		foreach ( [ self::POPUP => 'popup', self::OVERLAYS => 'overlays', self::QRCODE => 'qrcode' ] as $handle => $entry ) {
			$this->build->register_script( $handle, $entry );
			$this->build->register_inlinable_style( $handle, $entry );
		}
	}

	/**
	 * Registers the admin screens' handles.
	 */
	public function register_admin_assets(): void {
		$this->build->register_translated_script( self::ADMIN, 'admin' );
		$this->build->register_inlinable_style( self::ADMIN, 'admin', [ 'wp-components' ] );

		$this->build->register_translated_script( self::ADMIN_NOTICE, 'admin-notice' );
	}
}
