<?php
/**
 * The icons' settings: one option, registered with its schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Settings;

use ShopSocialIcons\Kit\Settings\SchemaOption;

defined( 'ABSPATH' ) || exit;

/**
 * `shop_social_icons_settings` (read and written through /wp/v2/settings; the kit's SchemaOption has the rules).
 * Profile and newsletter addresses are stored as esc_url_raw() keeps them.
 */
final class Settings extends SchemaOption {

	public const OPTION = 'shop_social_icons_settings';

	/** The settings group of every option of the plugin. */
	public const GROUP = 'shop_social_icons';

	/**
	 * The settings, every missing or mistyped field taking its default.
	 *
	 * @return array{share_networks: list<string>, follow_networks: list<string>, profiles: array<string, string>, newsletter_url: string, shape: string, size: int, colour_mode: string, icon_colour: string, background_colour: string, auto_placement: string, auto_post_types: list<string>, tooltip_effect: string, floating_enabled: bool, floating_position: string, floating_mode: string, floating_networks: list<string>}
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
		return SettingsSchema::defaults();
	}

	/**
	 * Schema.
	 *
	 * @return array<string, mixed>
	 */
	protected static function schema(): array {
		return SettingsSchema::schema();
	}

	/**
	 * Description.
	 */
	protected static function description(): string {
		return __( 'Shop Social Icons settings.', 'shop-social-icons' );
	}

	/**
	 * Addresses as esc_url_raw() keeps them.
	 *
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The stored settings.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		if ( isset( $clean['profiles'] ) ) {
			$clean['profiles'] = array_map( 'esc_url_raw', $clean['profiles'] );
		}
		if ( isset( $clean['newsletter_url'] ) ) {
			$clean['newsletter_url'] = esc_url_raw( $clean['newsletter_url'] );
		}
		return $clean;
	}
}
