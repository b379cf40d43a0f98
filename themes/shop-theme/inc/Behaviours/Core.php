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
use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the storefront core (build/frontend.js) on storefront pages: the header's menu and side-bar opener are on
 * every one. The settings the scripts need are printed once as JSON: those of its parts (quick view and the wishlist
 * put theirs under `shop`). They are the same
 * for every guest, so the page stays cacheable; the one per-visitor value is the `wp_rest` nonce of a logged-in
 * shopper, whose pages page caches do not serve.
 */
final class Core implements Service {

	/**
	 * The services that add to the settings.
	 *
	 * @var list<SettingsPart>
	 */
	private array $parts;

	/**
	 * @param SettingsPart ...$parts Services that add to the settings.
	 */
	public function __construct( SettingsPart ...$parts ) {
		$this->parts = array_values( $parts );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ] );
		add_action( 'wp_footer', [ $this, 'print_settings' ], 5 );
		add_filter( 'body_class', [ $this, 'body_class' ] );
	}

	/**
	 * Enqueues the script (the behaviours' styles are in the theme's stylesheets: ShopTheme\Styles\StyleSheets).
	 */
	public function enqueue(): void {
		wp_enqueue_script( Assets::FRONTEND );
	}

	/**
	 * The settings of the storefront core on this page, when it has any to read.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		$settings = [];
		foreach ( $this->parts as $part ) {
			$settings += $part->settings();
		}
		return $settings;
	}

	/**
	 * Prints the settings before the footer scripts (priority 20), so they are in the document before the core and
	 * the wishlist page's script run. The parts have been asked by then: the template is rendered before wp_head.
	 */
	public function print_settings(): void {
		$settings = $this->settings();
		if ( ! $settings || ! wp_script_is( Assets::FRONTEND ) ) {
			return;
		}
		// `<` and `&` escaped keep the data inside its tag; slashes need no escape then (issue 27: 0.1 kB gz of a page).
		wp_print_inline_script_tag(
			(string) wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
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
