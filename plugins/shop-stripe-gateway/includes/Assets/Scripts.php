<?php
/**
 * The plugin's script and style handles.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Assets;

use ShopStripeGateway\Kit\Assets\BuildAssets;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every handle on init. Nothing enqueues the storefront core while it has nothing to do: a page gets
 * no request for it except on the classic payment pages, where Checkout\ClassicScripts enqueues self::FRONTEND.
 * The admin handles are enqueued by the admin page, on its own screen only; the block checkout handle
 * (shop-stripe-gateway-checkout) is registered by Blocks\CardPaymentMethod when WooCommerce asks for it.
 */
final class Scripts implements Service {

	/** Storefront core: small, no React. */
	public const FRONTEND = 'shop-stripe-gateway-frontend';

	/**
	 * The express buttons of the classic pages (src/express/, entry `express`): registered, never enqueued; the
	 * inline loader adds the file once the buttons near the viewport (Express\ExpressContainer, `scriptUrl`). The
	 * block cart and checkout have their own (Blocks\ExpressPaymentMethod, entry `express-block`).
	 */
	public const EXPRESS = 'shop-stripe-gateway-express';

	/** Admin settings app (script and style). */
	public const ADMIN = 'shop-stripe-gateway-admin';

	/** The express button's preview on the card gateway's settings screen (script and style; Express\SettingsPreview). */
	public const EXPRESS_PREVIEW = 'shop-stripe-gateway-express-preview';

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
		$this->build->register_script( self::EXPRESS, 'express', BuildAssets::DEFERRED );
	}

	/**
	 * Registers the admin screens' handles.
	 */
	public function register_admin_assets(): void {
		$this->build->register_translated_script( self::ADMIN, 'admin' );
		$this->build->register_style( self::ADMIN, 'admin', [ 'wp-components' ] );

		$this->build->register_translated_script( self::EXPRESS_PREVIEW, 'express-preview' );
		$this->build->register_style( self::EXPRESS_PREVIEW, 'express-preview' );
	}
}
