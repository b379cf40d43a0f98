<?php
/**
 * Prints the public settings into the page.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `<script type="application/json" id="shop-consent-settings">`, read once by the deferred storefront core.
 * JSON_HEX_TAG and JSON_HEX_AMP keep markup inside (ui.markup) from ending the element.
 */
final class SettingsElement implements Service {

	public const ELEMENT_ID = 'shop-consent-settings';

	/**
	 * Constructor.
	 *
	 * @param PublicSettings $public_settings Builds the public settings.
	 */
	public function __construct( private PublicSettings $public_settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_footer', [ $this, 'print' ], 1 );
	}

	/**
	 * Prints the element.
	 */
	public function print(): void {
		printf(
			'<script type="application/json" id="%s">%s</script>' . "\n",
			esc_attr( self::ELEMENT_ID ),
			wp_json_encode( $this->public_settings->build(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with < > & escaped.
		);
	}
}
