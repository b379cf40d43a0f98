<?php
/**
 * Prints the cookie info bar into the storefront's pages.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

use ShopConsent\Assets\Scripts;
use ShopConsent\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The bar is server HTML on every page that loads the storefront core, the same for everyone: first in `<body>`
 * (`wp_body_open`; at `wp_footer` for a theme that never fires it), so keyboard and screen-reader users meet it
 * first, and so its height is known before anything fixed after it is drawn. Right after it, a small script
 * publishes that height on the root element, `--shop-consent-bar-height` (the bar's height plus its distance from
 * the viewport's bottom; 0px once hidden), kept current by a ResizeObserver, whose first answer comes before the
 * first paint: every other fixed control of the bundle sits above the bar with it (README.md, "Contract: the bar's
 * height"). A bar at the top publishes nothing.
 */
final class InfoBar implements Service {

	/** The custom property on `<html>`: the public contract with whatever is fixed at the bottom of the screen. */
	public const HEIGHT_PROPERTY = '--shop-consent-bar-height';

	/**
	 * Constructor.
	 *
	 * @param Settings  $settings The settings.
	 * @param BarMarkup $markup   Draws the bar.
	 */
	public function __construct( private Settings $settings, private BarMarkup $markup ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_body_open', [ $this, 'print' ], 5 );
		add_action( 'wp_footer', [ $this, 'print_in_footer' ], 1 );
	}

	/**
	 * Prints the bar and its height script where the storefront core runs.
	 */
	public function print(): void {
		if ( ! wp_script_is( Scripts::FRONTEND, 'enqueued' ) ) {
			return;
		}
		$settings = $this->settings->get();
		echo $this->markup->render( $settings, get_privacy_policy_url() ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by BarMarkup.
		if ( 'top' !== $settings['position'] ) {
			wp_print_inline_script_tag( self::height_script(), [ 'id' => 'shop-consent-bar-height' ] );
		}
	}

	/**
	 * Prints the bar in the footer of a theme that never fired `wp_body_open`.
	 */
	public function print_in_footer(): void {
		if ( ! did_action( 'wp_body_open' ) ) {
			$this->print();
		}
	}

	/**
	 * The script that publishes the bar's height (with ResizeObserver; without it the property stays unset).
	 */
	public static function height_script(): string {
		return '(function(b,r){if(b&&window.ResizeObserver)new ResizeObserver(function(){var h=b.offsetHeight;'
			. "r.style.setProperty('" . self::HEIGHT_PROPERTY . "',(h&&h+(parseFloat(getComputedStyle(b).bottom)||0))+'px')"
			. "}).observe(b)})(document.getElementById('" . BarMarkup::ID . "'),document.documentElement);";
	}
}
