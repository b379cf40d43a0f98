<?php
/**
 * The popup's markup: a closed `<dialog>` with the text, the share icons and a close button.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

use ShopSocialIcons\Icons\Labels;
use ShopSocialIcons\Icons\Renderer;

defined( 'ABSPATH' ) || exit;

/**
 * One markup for both ways the popup reaches the page: printed closed in the footer, or, with page-cache
 * compatibility on, answered by PopupController. A closed `<dialog>` is not drawn and not in the accessibility
 * tree, so the page shows nothing until the storefront core opens it; the settings' looks are custom properties
 * that the popup's stylesheet reads.
 */
final class PopupDialog {

	public const ID = 'shop-social-icons-popup';

	/**
	 * Constructor.
	 *
	 * @param Renderer $renderer Draws the share icons.
	 */
	public function __construct( private Renderer $renderer ) {}

	/**
	 * The dialog of some settings.
	 *
	 * @param array<string, mixed> $settings PopupSettings::get().
	 */
	public function markup( array $settings ): string {
		$icons = $settings['show_share_icons'] ? $this->renderer->render( 'share' ) : '';
		$text  = wp_kses_post( (string) $settings['text'] );
		// The text names the dialog; without one, the share list's name does.
		$name = '' === trim( wp_strip_all_tags( $text ) )
			? sprintf( 'aria-label="%s"', esc_attr( Labels::list( 'share' ) ) )
			: sprintf( 'aria-labelledby="%s-text"', esc_attr( self::ID ) );
		return sprintf(
			'<dialog id="%1$s" class="%2$s" style="%3$s" %8$s><button type="button" class="shop-social-icons-popup__close" aria-label="%5$s" data-shop-social-icons-close>%4$s</button><div id="%1$s-text" class="shop-social-icons-popup__text">%6$s</div>%7$s</dialog>',
			esc_attr( self::ID ),
			esc_attr( 'shop-social-icons-popup' . ( $settings['shadow'] ? ' has-shadow' : '' ) ),
			esc_attr( self::style( $settings ) ),
			'<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2"/></svg>',
			esc_html__( 'Close', 'shop-social-icons' ),
			$text,
			$icons, // phpcs:ignore WordPress.Security.EscapeOutput -- the Renderer escapes every value it prints.
			$name
		);
	}

	/**
	 * The looks as custom properties; every value was checked against the schema (colours `#rrggbb`, fonts from a
	 * list, integers).
	 *
	 * @param array<string, mixed> $settings PopupSettings::get().
	 */
	private static function style( array $settings ): string {
		$font = 'inherit' === $settings['font'] ? 'inherit' : '"' . $settings['font'] . '"';
		return sprintf(
			'--shop-social-icons-popup-border:%dpx solid %s;--shop-social-icons-popup-bg:%s;--shop-social-icons-popup-font:%s;--shop-social-icons-popup-size:%dpx;--shop-social-icons-popup-colour:%s;--shop-social-icons-popup-style:%s;--shop-social-icons-popup-weight:%s;',
			(int) $settings['border_thickness'],
			$settings['border_colour'],
			$settings['background_colour'],
			$font,
			(int) $settings['font_size'],
			$settings['font_colour'],
			'italic' === $settings['font_style'] ? 'italic' : 'normal',
			'bold' === $settings['font_style'] ? 'bold' : 'normal'
		);
	}
}
