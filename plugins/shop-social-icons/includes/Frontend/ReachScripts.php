<?php
/**
 * Scripts a page loads only once a visitor reaches for what they drive.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Frontend;

use ShopSocialIcons\Assets\OnDemandAssets;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Floating\FloatingWidget;
use ShopSocialIcons\Popup\PopupPage;
use ShopSocialIcons\Popup\PopupSettings;
use ShopSocialIcons\Kit\Service;
use const ShopSocialIcons\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Most visitors read a page and leave without touching its share icons or its sign-up form, yet each downloaded
 * their scripts (3.2 and 1.8 kB gzipped, a request each). When the page has enqueued them, they are taken out of the
 * queue before the footer's scripts print, and `build/reach.js` (src/reach/, 0.7 kB gzipped) is printed inline in
 * their place with their files: it shows the share buttons this browser can run at once (as the core did), loads
 * the core when a visitor first points at, tabs to or touches a list and the form's script when they reach into a
 * form, and holds a click or submit made before the script ran until it has. The core stays in the queue on a page
 * with the floating widget or the popup, which it draws or times by itself; `shop_social_icons_load_on_reach`
 * (false) keeps both in the queue everywhere.
 */
final class ReachScripts implements Service {

	public const DATA_ID = 'shop-social-icons-reach';

	/**
	 * Constructor.
	 *
	 * @param OnDemandAssets $assets   The files of a handle.
	 * @param FloatingWidget $floating Whether the page has the floating widget.
	 */
	public function __construct( private OnDemandAssets $assets, private FloatingWidget $floating ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After everything that enqueues the scripts (the popup's icons at 5, the overlays' data at 6), before the
		// footer's scripts print (20).
		add_action( 'wp_footer', [ $this, 'print' ], 19 );
	}

	/**
	 * Takes the scripts that can wait out of the queue and prints the loader with their files.
	 */
	public function print(): void {
		$file = DIR . 'build/reach.js';
		/**
		 * Whether the icons' core and the sign-up form's script load once a visitor reaches for them.
		 *
		 * @param bool $on_reach True.
		 */
		if ( ! is_readable( $file ) || ! apply_filters( 'shop_social_icons_load_on_reach', true ) ) {
			return;
		}
		$data = [];
		foreach ( $this->waiting() as $key => $handle ) {
			wp_dequeue_script( $handle );
			$data[ $key ] = $this->assets->of( [], [ $handle ] )['scripts'];
		}
		if ( [] === $data ) {
			return;
		}
		printf(
			'<script type="application/json" id="%s">%s</script>' . "\n",
			esc_attr( self::DATA_ID ),
			wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with < > & escaped.
		);
		$code = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		wp_print_inline_script_tag( trim( $code ), [ 'id' => self::DATA_ID . '-js' ] );
	}

	/**
	 * The enqueued scripts that can wait for a visitor, by their key in the loader's data (src/reach/start-reach.ts).
	 *
	 * @return array<string, string>
	 */
	private function waiting(): array {
		$handles = [];
		if ( wp_script_is( Scripts::FRONTEND ) && ! $this->floating->drawn() && ! PopupPage::active( PopupSettings::get() ) ) {
			$handles['core'] = Scripts::FRONTEND;
		}
		if ( wp_script_is( Scripts::NEWSLETTER ) ) {
			$handles['newsletter'] = Scripts::NEWSLETTER;
		}
		return $handles;
	}
}
