<?php
/**
 * The icons' settings: one option, registered with its schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Settings;

use ShopSocialIcons\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `shop_social_icons_settings` (readable and writable through /wp/v2/settings, which validates against the
 * schema and answers 400 with a message for invalid values) and reads it with every missing field defaulted.
 */
final class Settings implements Service {

	public const OPTION = 'shop_social_icons_settings';

	public const GROUP = 'shop_social_icons';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// init runs before admin screens, options.php and REST requests alike.
		add_action( 'init', [ $this, 'register_setting' ] );
		add_filter( 'rest_pre_get_setting', [ $this, 'rest_value' ], 10, 2 );
	}

	/**
	 * /wp/v2/settings answers with every field, defaults filled in (an option stored before a field existed lacks it).
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
			self::GROUP,
			self::OPTION,
			[
				'type'              => 'object',
				'description'       => __( 'Shop Social Icons settings.', 'shop-social-icons' ),
				'default'           => SettingsSchema::defaults(),
				'sanitize_callback' => [ self::class, 'sanitize' ],
				'show_in_rest'      => [ 'schema' => SettingsSchema::schema() ],
			]
		);
	}

	/**
	 * The settings, every missing or mistyped field taking its default.
	 *
	 * @return array{share_networks: list<string>, follow_networks: list<string>, profiles: array<string, string>, newsletter_url: string, shape: string, size: int, colour_mode: string, icon_colour: string, background_colour: string, auto_placement: string, auto_post_types: list<string>, tooltip_effect: string, floating_enabled: bool, floating_position: string, floating_mode: string, floating_networks: list<string>}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, [] );
		return self::merge( SettingsSchema::defaults(), is_array( $stored ) ? $stored : [] );
	}

	/**
	 * Sanitizes a new value: fields that do not match the schema keep their stored value (REST has refused them
	 * already; update_option() callers get the same rule), the rest is merged over the stored settings, so a partial
	 * write changes only what it names.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$current = self::get();
		if ( ! is_array( $value ) ) {
			return $current;
		}
		$properties = SettingsSchema::schema()['properties'];
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
		if ( isset( $clean['profiles'] ) ) {
			$clean['profiles'] = array_map( 'esc_url_raw', $clean['profiles'] );
		}
		if ( isset( $clean['newsletter_url'] ) ) {
			$clean['newsletter_url'] = esc_url_raw( $clean['newsletter_url'] );
		}
		return self::merge( $current, $clean );
	}

	/**
	 * Takes from $value the fields $base has, where their type matches.
	 *
	 * @param array<string, mixed> $base  Base (the defaults, or the current settings).
	 * @param array<mixed>         $value Over it.
	 * @return array<string, mixed>
	 */
	public static function merge( array $base, array $value ): array {
		foreach ( $base as $key => $default ) {
			if ( array_key_exists( $key, $value ) && gettype( $default ) === gettype( $value[ $key ] ) ) {
				$base[ $key ] = $value[ $key ];
			}
		}
		return $base;
	}
}
