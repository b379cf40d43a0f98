<?php
/**
 * The plugin's settings: one option, registered with its schema.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Settings;

use ShopConsent\Kit\Settings\SchemaOption;

defined( 'ABSPATH' ) || exit;

/**
 * `shop_consent_settings` (readable and writable through /wp/v2/settings, which validates against the schema and
 * answers 400 with a message for invalid values; the kit's SchemaOption has the rules, SettingsSchema the shape).
 * The redirect address is stored as esc_url_raw() keeps it; markup is only taken from users who may post unfiltered
 * HTML.
 */
final class Settings extends SchemaOption {

	public const OPTION = 'shop_consent_settings';

	public const GROUP = 'shop_consent';

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
		return __( 'Shop Consent settings.', 'shop-consent' );
	}

	/**
	 * The redirect address as esc_url_raw() keeps it; scripts markup dropped for users without unfiltered_html.
	 *
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The stored settings.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		if ( isset( $clean['close_redirect_url'] ) ) {
			$clean['close_redirect_url'] = esc_url_raw( (string) $clean['close_redirect_url'] );
		}
		if ( isset( $clean['scripts'] ) && ! current_user_can( 'unfiltered_html' ) ) {
			unset( $clean['scripts'] );
		}
		return $clean;
	}
}
