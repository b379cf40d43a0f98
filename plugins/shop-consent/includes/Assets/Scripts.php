<?php
/**
 * The plugin's script and style handles.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Assets;

use ShopConsent\Kit\Assets\BuildAssets;
use ShopConsent\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every handle on init and enqueues the storefront core where it is needed.
 * The admin handles are enqueued by the admin page, on its own screen only.
 */
final class Scripts implements Service {

	/** Storefront core: small, no React. Its style (same handle) is the bar's look, in the head of every page. */
	public const FRONTEND = 'shop-consent-frontend';

	/** The settings modal (React), registered only: the core injects its tags when the visitor opens the settings. */
	public const UI = 'shop-consent-ui';

	/** The core's actions (deciding, the undecided visitor's boot, the migration), registered only: injected on first need. */
	public const ACTIONS = 'shop-consent-actions';

	/** The option keeping the drawn tags of UI and ACTIONS (Kit\Assets\HandleMarkupCache; uninstall deletes it). */
	public const MARKUP_OPTION = 'shop_consent_handle_markup';

	/** Placeholders of blocked embeds (script and style), enqueued only on pages holding one. */
	public const EMBEDS = 'shop-consent-embeds';

	/** Admin settings app (script and style). */
	public const ADMIN = 'shop-consent-admin';

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
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue_frontend' ] );
	}

	/**
	 * Registers the handles; nothing is printed until something enqueues them.
	 */
	public function register_assets(): void {
		$this->build->register_script( self::FRONTEND, 'frontend', BuildAssets::DEFERRED );

		// The bar is drawn at first paint: its styles are in the head; WordPress inlines them (small).
		$this->build->register_inlinable_style( self::FRONTEND, 'frontend' );

		$this->build->register_script( self::EMBEDS, 'embeds', BuildAssets::DEFERRED );
		$this->build->register_style( self::EMBEDS, 'embeds' );

		$this->build->register_script( self::ACTIONS, 'actions' );

		if ( $this->build->register_translated_script( self::UI, 'banner' ) ) {
			$this->build->register_style( self::UI, 'banner' );
		}
	}

	/**
	 * Registers the admin screens' handles.
	 */
	public function register_admin_assets(): void {
		$this->build->register_translated_script( self::ADMIN, 'admin' );
		$this->build->register_style( self::ADMIN, 'admin', [ 'wp-components' ] );
	}

	/**
	 * The consent decision applies to every storefront page, so the core and the bar's styles load on all of them.
	 */
	public function enqueue_frontend(): void {
		wp_enqueue_script( self::FRONTEND );
		wp_enqueue_style( self::FRONTEND );
	}
}
