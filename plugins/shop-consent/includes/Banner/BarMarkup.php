<?php
/**
 * The cookie info bar's markup.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

use ShopConsent\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Draws the bar from the settings, the same for every visitor (full-page caches keep one copy): a labelled region
 * whose message a polite live region announces once the core shows the bar, the decisions as buttons of the same
 * size and look (refusing is as easy as accepting), the opt-out notice's button (hidden until the geo answer asks
 * for it), Settings and Close. The storefront core wires the buttons by their `data-shop-consent-action`; the
 * admin's preview shows this same markup (BarPreviewController). Styles: src/frontend/info-bar.scss.
 */
final class BarMarkup {

	/** Id of the page's bar: the rule that hides it before first paint and the storefront core find it by it. */
	public const ID = 'shop-consent-bar';

	/** Settings colour key => the custom property the styles read. */
	private const COLOURS = [
		'background'        => '--shop-consent-background',
		'text'              => '--shop-consent-text',
		'button_background' => '--shop-consent-button',
		'button_text'       => '--shop-consent-button-text',
		'link'              => '--shop-consent-link',
	];

	/**
	 * The bar's HTML.
	 *
	 * @param array<string, mixed> $settings    The settings (texts, colours, position).
	 * @param string               $privacy_url The privacy policy page, '' for none.
	 * @param bool                 $on_page     True for the page's bar (with its id), false for a preview.
	 */
	public function render( array $settings, string $privacy_url, bool $on_page = true ): string {
		$texts    = BannerTexts::visible( is_array( $settings['texts'] ?? null ) ? $settings['texts'] : [] );
		$position = in_array( $settings['position'] ?? '', SettingsSchema::POSITIONS, true ) ? $settings['position'] : 'bottom';
		$privacy  = '' === $privacy_url ? '' : sprintf(
			'<a class="shop-consent-link" href="%s">%s</a>',
			esc_url( $privacy_url ),
			esc_html( $texts['privacy'] )
		);

		return sprintf(
			'<div%1$s class="shop-consent shop-consent-bar shop-consent-bar-%2$s" role="region" aria-label="%3$s" style="%4$s">'
				. '<div class="shop-consent-bar-text"><p class="shop-consent-bar-message" aria-hidden="true">%5$s</p>%6$s</div>'
				. '<p class="shop-consent-visually-hidden" aria-live="polite"></p>'
				. '<div class="shop-consent-bar-actions">%7$s%8$s%9$s%10$s</div>'
				. '<button type="button" class="shop-consent-close" aria-label="%11$s" data-shop-consent-action="close"><span aria-hidden="true">×</span></button>'
				. '</div>',
			$on_page ? ' id="' . self::ID . '"' : '',
			esc_attr( $position ),
			esc_attr( $texts['label'] ),
			esc_attr( $this->colours( $settings['colours'] ?? [] ) ),
			esc_html( $texts['bar_message'] ),
			$privacy,
			$this->button( 'accept', $texts['accept'] ),
			$this->button( 'reject', $texts['reject'] ),
			$this->button( 'optout', $texts['do_not_sell'], true ),
			$this->button( 'settings', $texts['settings'] ),
			esc_attr( $texts['close'] )
		);
	}

	/**
	 * One decision button.
	 *
	 * @param string $action What the core does on a click.
	 * @param string $text   Its text.
	 * @param bool   $hidden Hidden until the core shows it.
	 */
	private function button( string $action, string $text, bool $hidden = false ): string {
		return sprintf(
			'<button type="button" class="shop-consent-button" data-shop-consent-action="%s"%s>%s</button>',
			esc_attr( $action ),
			$hidden ? ' hidden' : '',
			esc_html( $text )
		);
	}

	/**
	 * The colours as the custom properties of the styles; a colour that is not hex is left out.
	 *
	 * @param mixed $colours The `colours` of the settings.
	 */
	private function colours( $colours ): string {
		$style = '';
		foreach ( self::COLOURS as $key => $property ) {
			$colour = is_array( $colours ) ? ( $colours[ $key ] ?? '' ) : '';
			if ( is_string( $colour ) && 1 === preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{6})$/i', $colour ) ) {
				$style .= $property . ':' . $colour . ';';
			}
		}
		return $style;
	}
}
