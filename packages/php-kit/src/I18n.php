<?php
/**
 * Loads a plugin's translations.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the text domain from the plugin's languages/ folder (language packs take precedence).
 */
final class I18n implements Service {

	/** The package's text domain: its slug, written in by the build that copies the kit. */
	public const TEXT_DOMAIN = 'shop-kit';

	/**
	 * Constructor.
	 *
	 * @param string $plugin_file Absolute path of the plugin's main file.
	 */
	public function __construct( private string $plugin_file ) {}

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
		load_plugin_textdomain( self::TEXT_DOMAIN, false, dirname( plugin_basename( $this->plugin_file ) ) . '/languages' );
	}
}
