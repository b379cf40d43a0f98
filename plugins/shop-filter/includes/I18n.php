<?php
/**
 * Loads the plugin's translations.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the text domain from the plugin's languages/ folder (language packs take precedence).
 */
final class I18n implements Service {

	public const TEXT_DOMAIN = 'shop-filter';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'load_textdomain' ] );
	}

	/**
	 * Loads the text domain.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( self::TEXT_DOMAIN, false, dirname( plugin_basename( FILE ) ) . '/languages' );
	}
}
