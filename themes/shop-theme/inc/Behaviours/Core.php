<?php
/**
 * The storefront core on the pages that need it.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

use ShopTheme\Assets;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the storefront core (build/frontend.js) and the behaviours' small stylesheet on storefront pages: the
 * header's menu and side-bar opener are on every one. The stylesheet is inlined (WordPress inlines a small style
 * that has a `path`), so it costs no request. The settings the script needs are printed once as JSON, the same for
 * every visitor, so the page stays cacheable.
 */
final class Core implements Service {

	/** Handle of assets/behaviours.css. */
	public const STYLE = 'shop-theme-behaviours';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ] );
		add_action( 'wp_footer', [ $this, 'print_settings' ], 5 );
		add_filter( 'body_class', [ $this, 'body_class' ] );
	}

	/**
	 * Enqueues the script and the stylesheet.
	 */
	public function enqueue(): void {
		wp_enqueue_script( Assets::FRONTEND );

		$css = 'assets/behaviours.css';
		wp_enqueue_style( self::STYLE, get_theme_file_uri( $css ), [], (string) filemtime( get_theme_file_path( $css ) ) );
		wp_style_add_data( self::STYLE, 'path', get_theme_file_path( $css ) );
	}

	/**
	 * The settings of the storefront core, when it has any to read.
	 *
	 * @return array<string, bool>
	 */
	public static function settings(): array {
		return ThemeOptions::on( 'reload_on_resize' ) ? [ 'reloadOnResize' => true ] : [];
	}

	/**
	 * Prints the settings before the footer scripts.
	 */
	public function print_settings(): void {
		$settings = self::settings();
		if ( ! $settings || ! wp_script_is( Assets::FRONTEND ) ) {
			return;
		}
		wp_print_inline_script_tag(
			(string) wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP ),
			[
				'type' => 'application/json',
				'id'   => 'shop-theme-settings',
			]
		);
	}

	/**
	 * `shop-theme-sticky-sidebars` on <body> when the option is on: the stylesheet makes `.shop-theme-sticky`
	 * elements sticky only under it (pure CSS, no script).
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public function body_class( array $classes ): array {
		if ( ThemeOptions::on( 'sticky_sidebars' ) ) {
			$classes[] = 'shop-theme-sticky-sidebars';
		}
		return $classes;
	}
}
