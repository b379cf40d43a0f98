<?php
/**
 * The plugin's script and style handles.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Assets;

use ShopFilter\Kit\Assets\BuildAssets;
use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every handle on init. The storefront core and its style (same handle) are enqueued by
 * Form\PageForm when a filter form renders: other pages get no request for them.
 * The admin handles are enqueued by the admin page, on its own screen only.
 */
final class Scripts implements Service {

	/** Storefront core (script and style): small, no React. */
	public const FRONTEND = 'shop-filter-frontend';

	/** Admin settings app (script and style). */
	public const ADMIN = 'shop-filter-admin';

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
		$this->build->register_style( self::FRONTEND, 'frontend' );
	}

	/**
	 * Registers the admin screens' handles.
	 */
	public function register_admin_assets(): void {
		$this->build->register_translated_script( self::ADMIN, 'admin' );
		$this->build->register_style( self::ADMIN, 'admin', [ 'wp-components' ] );
	}
}
