<?php
/**
 * Puts the popup on storefront pages: the closed dialog (or nothing but the trigger) and the trigger's data.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

use ShopSocialIcons\Assets\OnDemandAssets;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * When the popup is on and has a trigger (a delay, the scroll to the end, or both), every storefront page gets the
 * storefront core and `<script type="application/json" id="shop-social-icons-popup-data">`: the trigger, and either
 * the popup's files (the closed dialog is printed beside it) or, with page-cache compatibility on, the address that
 * answers the dialog and its files. What differs per visitor (the cookie that says the popup was shown) is read in
 * the browser, so the page is the same for everyone.
 */
final class PopupPage implements Service {

	public const DATA_ID = 'shop-social-icons-popup-data';

	/**
	 * Constructor.
	 *
	 * @param PopupDialog    $dialog The popup's markup.
	 * @param OnDemandAssets $assets Its files.
	 */
	public function __construct(
		private PopupDialog $dialog,
		private OnDemandAssets $assets
	) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ] );
		// Before the sprite (wp_footer, 10), which then draws the popup's icons too.
		add_action( 'wp_footer', [ $this, 'print' ], 5 );
	}

	/**
	 * Whether the popup can show: on, with at least one trigger.
	 *
	 * @param array<string, mixed> $settings PopupSettings::get().
	 */
	public static function active( array $settings ): bool {
		return $settings['enabled'] && ( $settings['delay_seconds'] > 0 || $settings['on_scroll_end'] );
	}

	/**
	 * Enqueues the storefront core, which runs the trigger.
	 */
	public function enqueue(): void {
		if ( self::active( PopupSettings::get() ) ) {
			wp_enqueue_script( Scripts::FRONTEND );
		}
	}

	/**
	 * Prints the dialog (unless page-cache compatibility is on) and the trigger's data.
	 */
	public function print(): void {
		$settings = PopupSettings::get();
		if ( ! self::active( $settings ) ) {
			return;
		}
		$data = [
			'delay'       => (int) $settings['delay_seconds'],
			'onScrollEnd' => (bool) $settings['on_scroll_end'],
		];
		if ( $settings['cache_compat'] ) {
			$data['campaign'] = PopupController::url( is_singular() ? (int) get_queried_object_id() : 0 );
		} else {
			echo $this->dialog->markup( $settings ); // phpcs:ignore WordPress.Security.EscapeOutput -- PopupDialog escapes.
			$data['assets'] = $this->assets->of( [ Scripts::POPUP ], [ Scripts::POPUP ] );
		}
		printf(
			'<script type="application/json" id="%s">%s</script>' . "\n",
			esc_attr( self::DATA_ID ),
			wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with < > & escaped.
		);
	}
}
