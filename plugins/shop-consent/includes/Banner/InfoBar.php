<?php
/**
 * Prints the cookie info bar into the storefront's pages.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

use ShopConsent\Assets\Scripts;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The bar is server HTML on every page that loads the storefront core, the same for everyone: first in `<body>`
 * (`wp_body_open`; at `wp_footer` for a theme that never fires it), so keyboard and screen-reader users meet it
 * first, and so its height is known before anything fixed after it is drawn. Right after it, a small script:
 * - queues every click on the bar's buttons in `window.shopConsentClicks` from the moment the bar can be drawn, so a
 *   click made before the storefront core and its actions chunk arrived is not lost: the actions (src/frontend/
 *   info-bar.ts) replay the queue once they are in and act at once on later clicks;
 * - at the bottom positions, publishes the bar's height on the root element, `--shop-consent-bar-height` (the bar's
 *   height plus its distance from the viewport's bottom; 0px while hidden), kept current by a ResizeObserver whose
 *   first answer comes before the first paint: every other fixed control of the bundle sits above the bar with it
 *   (README.md, "Contract: fixed at the bottom"). A bar at the top publishes nothing.
 */
final class InfoBar implements Service {

	/** The custom property on `<html>`: the public contract with whatever is fixed at the bottom of the screen. */
	public const HEIGHT_PROPERTY = '--shop-consent-bar-height';

	/** The attribute naming what a button of the bar does (BarMarkup), and its name in `dataset`. */
	public const ACTION_ATTRIBUTE = 'data-shop-consent-action';
	public const ACTION_DATASET   = 'dataset.shopConsentAction';

	/** The queue of the bar's clicks the actions have not taken yet (src/frontend/info-bar.ts). */
	public const CLICKS = 'window.shopConsentClicks';

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
	 * Prints the bar and its script where the storefront core runs.
	 */
	public function print(): void {
		if ( ! wp_script_is( Scripts::FRONTEND, 'enqueued' ) ) {
			return;
		}
		$settings = $this->settings->get();
		echo $this->markup->render( $settings, PrivacyPolicyUrl::get() ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by BarMarkup.
		wp_print_inline_script_tag( self::script( 'top' !== $settings['position'] ), [ 'id' => 'shop-consent-bar-script' ] );
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
	 * The script after the bar: the click queue, and at the bottom the height (with ResizeObserver; without it the
	 * property stays unset).
	 *
	 * @param bool $publishes_height Whether the bar is at the bottom of the screen.
	 */
	public static function script( bool $publishes_height ): string {
		$height = $publishes_height
			? "window.ResizeObserver&&new ResizeObserver(function(){var t=b.getBoundingClientRect();r.style.setProperty('"
				. self::HEIGHT_PROPERTY . "',(t.height&&r.clientHeight-t.top)+'px')}).observe(b)"
			: '';
		return "(function(b,r,q){if(b){b.onclick=function(e){var a=e.target.closest('[" . self::ACTION_ATTRIBUTE . "]');"
			. 'a&&q.push(a.' . self::ACTION_DATASET . ')};' . $height
			. "}})(document.getElementById('" . BarMarkup::ID . "'),document.documentElement," . self::CLICKS . '=[])';
	}
}
