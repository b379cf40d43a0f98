<?php
/**
 * The plugin's script and style handles.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Assets;

use ShopConsent\I18n;
use ShopConsent\Service;

use const ShopConsent\DIR;

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
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue_frontend' ] );
	}

	/**
	 * Registers the handles; nothing is printed until something enqueues them.
	 */
	public function register_assets(): void {
		$this->build->register_script(
			self::FRONTEND,
			'frontend',
			[
				'strategy'  => 'defer',
				'in_footer' => true,
			]
		);

		// The bar is drawn at first paint: its styles are in the head; WordPress inlines them (small, `path`).
		if ( $this->build->register_style( self::FRONTEND, 'frontend' ) ) {
			wp_style_add_data( self::FRONTEND, 'path', DIR . ( is_rtl() ? 'build/frontend-rtl.css' : 'build/frontend.css' ) );
		}

		$this->build->register_script(
			self::EMBEDS,
			'embeds',
			[
				'strategy'  => 'defer',
				'in_footer' => true,
			]
		);
		$this->build->register_style( self::EMBEDS, 'embeds' );

		$this->build->register_script( self::ACTIONS, 'actions' );

		if ( $this->build->register_script( self::UI, 'banner' ) ) {
			wp_set_script_translations( self::UI, I18n::TEXT_DOMAIN, DIR . 'languages' );
			$this->build->register_style( self::UI, 'banner' );
		}

		if ( $this->build->register_script( self::ADMIN, 'admin' ) ) {
			wp_set_script_translations( self::ADMIN, I18n::TEXT_DOMAIN, DIR . 'languages' );
		}
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
