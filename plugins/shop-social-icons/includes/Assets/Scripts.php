<?php
/**
 * The plugin's script and style handles.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Assets;

use ShopSocialIcons\I18n;
use ShopSocialIcons\Service;

use const ShopSocialIcons\DIR;

/**
 * Registers every handle on init. The storefront core and the icons' stylesheet (self::FRONTEND, build/frontend.js
 * and build/style-frontend.css) are enqueued by Frontend\CoreScript when Icons\Renderer renders a list: a page
 * without icons requests neither.
 * The admin handles are enqueued by the admin page, on its own screen only.
 */
final class Scripts implements Service {

	/** Storefront core: small, no React; and the icons' stylesheet. */
	public const FRONTEND = 'shop-social-icons-frontend';

	/** Newsletter form's script and styles, no React; enqueued by Newsletter\NewsletterForm where a form renders. */
	public const NEWSLETTER = 'shop-social-icons-newsletter';

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
		$this->build->register_style( self::FRONTEND, 'frontend' );
		$this->build->register_script(
			self::NEWSLETTER,
			'newsletter',
			[
				'strategy'  => 'defer',
				'in_footer' => true,
			]
		);
		$this->build->register_style( self::NEWSLETTER, 'newsletter' );

		if ( $this->build->register_script( self::ADMIN, 'admin' ) ) {
			wp_set_script_translations( self::ADMIN, I18n::TEXT_DOMAIN, DIR . 'languages' );
		}
		$this->build->register_style( self::ADMIN, 'admin', [ 'wp-components' ] );

		if ( $this->build->register_script( self::ADMIN_NOTICE, 'admin-notice' ) ) {
			wp_set_script_translations( self::ADMIN_NOTICE, I18n::TEXT_DOMAIN, DIR . 'languages' );
		}
	}
}
