<?php
/**
 * Defaults and JSON schema of the `shop_social_icons_popup` option.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

defined( 'ABSPATH' ) || exit;

/**
 * One source for the popup's settings: /wp/v2/settings validates against schema(), PopupSettings::get() fills what
 * is missing from defaults(), and the settings screen reads both over REST.
 */
final class PopupSchema {

	/** Fonts the popup text may use; inherit: the theme's. */
	public const FONTS = [ 'inherit', 'Arial', 'Georgia', 'Helvetica', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana' ];

	public const FONT_STYLES = [ 'normal', 'italic', 'bold' ];

	/** Longest delay, in seconds (ten minutes). */
	public const MAX_DELAY = 600;

	/**
	 * Default settings.
	 *
	 * @return array{enabled: bool, text: string, show_share_icons: bool, delay_seconds: int, on_scroll_end: bool, cache_compat: bool, border_colour: string, border_thickness: int, background_colour: string, font: string, font_style: string, font_size: int, font_colour: string, shadow: bool}
	 */
	public static function defaults(): array {
		return [
			'enabled'           => false,
			'text'              => __( 'Enjoy this page? Please spread the word :)', 'shop-social-icons' ),
			'show_share_icons'  => true,
			'delay_seconds'     => 5,
			'on_scroll_end'     => false,
			'cache_compat'      => false,
			'border_colour'     => '#b5b5b5',
			'border_thickness'  => 1,
			'background_colour' => '#ffffff',
			'font'              => 'inherit',
			'font_style'        => 'normal',
			'font_size'         => 20,
			'font_colour'       => '#1e1e1e',
			'shadow'            => true,
		];
	}

	/**
	 * JSON schema of the option, as show_in_rest takes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$colour = [
			'type'    => 'string',
			'pattern' => '^#[0-9a-fA-F]{6}$',
		];
		return [
			'type'                 => 'object',
			'properties'           => [
				'enabled'           => [ 'type' => 'boolean' ],
				'text'              => [
					'type'      => 'string',
					'maxLength' => 2000,
				],
				'show_share_icons'  => [ 'type' => 'boolean' ],
				// 0: no time trigger (only the scroll to the end, when on_scroll_end is on).
				'delay_seconds'     => self::range( 0, self::MAX_DELAY ),
				'on_scroll_end'     => [ 'type' => 'boolean' ],
				'cache_compat'      => [ 'type' => 'boolean' ],
				'border_colour'     => $colour,
				'border_thickness'  => self::range( 0, 20 ),
				'background_colour' => $colour,
				'font'              => [
					'type' => 'string',
					'enum' => self::FONTS,
				],
				'font_style'        => [
					'type' => 'string',
					'enum' => self::FONT_STYLES,
				],
				'font_size'         => self::range( 10, 48 ),
				'font_colour'       => $colour,
				'shadow'            => [ 'type' => 'boolean' ],
			],
			'additionalProperties' => false,
		];
	}

	/**
	 * An integer between two bounds, both allowed.
	 *
	 * @param int $min Smallest.
	 * @param int $max Largest.
	 * @return array<string, mixed>
	 */
	private static function range( int $min, int $max ): array {
		return [
			'type'    => 'integer',
			'minimum' => $min,
			'maximum' => $max,
		];
	}
}
