<?php
/**
 * The popup's settings: one option, registered with its schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

use ShopSocialIcons\Service;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `shop_social_icons_popup` (read and written through /wp/v2/settings, which answers 400 with a message for
 * a value outside the schema) and reads it with every missing field defaulted. The text is the one field with
 * markup: it is kept to what wp_kses_post() allows, on every write.
 */
final class PopupSettings implements Service {

	public const OPTION = 'shop_social_icons_popup';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_setting' ] );
		add_filter( 'rest_pre_get_setting', [ $this, 'rest_value' ], 10, 2 );
	}

	/**
	 * /wp/v2/settings answers with every field, defaults filled in.
	 *
	 * @param mixed  $value What another filter answered (null: nobody).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function rest_value( $value, $name ) {
		return null === $value && self::OPTION === $name ? self::get() : $value;
	}

	/**
	 * Registers the option with its schema.
	 */
	public function register_setting(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION,
			[
				'type'              => 'object',
				'description'       => __( 'Shop Social Icons popup.', 'shop-social-icons' ),
				'default'           => PopupSchema::defaults(),
				'sanitize_callback' => [ self::class, 'sanitize' ],
				'show_in_rest'      => [ 'schema' => PopupSchema::schema() ],
			]
		);
	}

	/**
	 * The settings, every missing or mistyped field taking its default.
	 *
	 * @return array{enabled: bool, text: string, show_share_icons: bool, delay_seconds: int, on_scroll_end: bool, cache_compat: bool, border_colour: string, border_thickness: int, background_colour: string, font: string, font_style: string, font_size: int, font_colour: string, shadow: bool}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, [] );
		return Settings::merge( PopupSchema::defaults(), is_array( $stored ) ? $stored : [] );
	}

	/**
	 * Sanitizes a new value: fields outside the schema keep their stored value (REST has refused them already),
	 * the rest is merged over the stored settings, so a partial write changes only what it names.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$current = self::get();
		if ( ! is_array( $value ) ) {
			return $current;
		}
		$properties = PopupSchema::schema()['properties'];
		$clean      = [];
		foreach ( $value as $key => $field ) {
			if ( ! is_string( $key ) || ! isset( $properties[ $key ] ) ) {
				continue;
			}
			if ( true !== rest_validate_value_from_schema( $field, $properties[ $key ], $key ) ) {
				continue;
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $field, $properties[ $key ], $key );
		}
		if ( isset( $clean['text'] ) ) {
			$clean['text'] = wp_kses_post( $clean['text'] );
		}
		return Settings::merge( $current, $clean );
	}
}
