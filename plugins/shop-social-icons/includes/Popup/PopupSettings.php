<?php
/**
 * The popup's settings: one option, registered with its schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

use ShopSocialIcons\Kit\Settings\SchemaOption;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `shop_social_icons_popup` (read and written through /wp/v2/settings; the kit's SchemaOption has the rules). The
 * text is the one field with markup: it is kept to what wp_kses_post() allows, on every write.
 */
final class PopupSettings extends SchemaOption {

	public const OPTION = 'shop_social_icons_popup';

	public const GROUP = Settings::GROUP;

	/**
	 * The settings, every missing or mistyped field taking its default.
	 *
	 * @return array{enabled: bool, text: string, show_share_icons: bool, delay_seconds: int, on_scroll_end: bool, cache_compat: bool, border_colour: string, border_thickness: int, background_colour: string, font: string, font_style: string, font_size: int, font_colour: string, shadow: bool}
	 */
	public static function get(): array {
		return parent::get();
	}

	/**
	 * Defaults.
	 *
	 * @return array<string, mixed>
	 */
	protected static function defaults(): array {
		return PopupSchema::defaults();
	}

	/**
	 * Schema.
	 *
	 * @return array<string, mixed>
	 */
	protected static function schema(): array {
		return PopupSchema::schema();
	}

	/**
	 * Description.
	 */
	protected static function description(): string {
		return __( 'Shop Social Icons popup.', 'shop-social-icons' );
	}

	/**
	 * The text as wp_kses_post() keeps it.
	 *
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The stored popup.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		if ( isset( $clean['text'] ) ) {
			$clean['text'] = wp_kses_post( $clean['text'] );
		}
		return $clean;
	}
}
