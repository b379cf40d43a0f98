<?php
/**
 * The page-load overlay.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

use ShopTheme\Assets;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;
use ShopTheme\Styles\StyleLoader;
use ShopTheme\Styles\StyleSheets;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the pre-loader and its loader wrapper at wp_body_open, only when the option is on (it delays the largest
 * paint). Its CSS animation removes it 2 s after it is drawn whatever happens; the inline listener printed with it
 * removes it at once on a global script error, from before any other script runs; its own script (Assets::PRELOADER,
 * not the core: the option is off by default) removes it sooner on a page that works (500 ms and 1000 ms, spec).
 */
final class Preloader implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue_style' ] );
		add_action( 'wp_body_open', [ $this, 'print_overlay' ], 1 );
	}

	/**
	 * Its stylesheet, inline in the head (it covers the first paint), and its script, only where it is drawn.
	 */
	public function enqueue_style(): void {
		if ( ThemeOptions::on( 'preloader' ) ) {
			wp_enqueue_style( StyleLoader::handle( StyleSheets::PRELOADER ) );
			wp_enqueue_script( Assets::PRELOADER );
		}
	}

	/**
	 * Prints the overlay.
	 */
	public function print_overlay(): void {
		if ( ! ThemeOptions::on( 'preloader' ) ) {
			return;
		}
		echo '<div id="shop-theme-loader" class="shop-theme-loader" aria-hidden="true"><div class="shop-theme-loader__spinner"></div></div>';
		wp_print_inline_script_tag(
			'addEventListener("error",function(){var l=document.getElementById("shop-theme-loader");l&&l.classList.add("is-gone")},{once:true});'
		);
	}
}
