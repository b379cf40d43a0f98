<?php
/**
 * The "Cookie settings" link, shared by the block and the shortcode.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * One renderer: a link to `#shop-consent-settings`, which the storefront core turns into "open the settings modal".
 */
final class SettingsLink {

	/**
	 * The link's markup.
	 *
	 * @param string $label Link text; empty gives the default "Cookie settings".
	 * @param string $extra Extra wrapper attributes (the block's), already escaped.
	 */
	public static function render( string $label, string $extra = '' ): string {
		$label = trim( wp_strip_all_tags( $label ) );
		if ( '' === $label ) {
			$label = __( 'Cookie settings', 'shop-consent' );
		}
		$link = sprintf(
			'<a href="#shop-consent-settings" class="shop-consent-settings-link">%s</a>',
			esc_html( $label )
		);
		return '' === $extra ? $link : sprintf( '<p %s>%s</p>', $extra, $link );
	}
}
