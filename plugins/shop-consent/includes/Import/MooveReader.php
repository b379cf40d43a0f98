<?php
/**
 * Reads the options of the replaced plugin, GDPR Cookie Compliance by Moove.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

defined( 'ABSPATH' ) || exit;

/**
 * GDPR Cookie Compliance keeps every setting (texts, colours, scripts, behaviour) in one option,
 * `moove_gdpr_plugin_settings`: an array of `moove_gdpr_*` and `gdpr_*` keys. Its scripts are stored serialized
 * inside that array. Reading needs no code of that plugin, which is usually deactivated by now. Nothing is ever
 * unserialized into an object: an option holding one is refused.
 */
final class MooveReader {

	public const OPTION = 'moove_gdpr_plugin_settings';

	/**
	 * The stored options; an empty array when there are none.
	 *
	 * @return array<string, mixed>
	 * @throws InvalidImport When the option holds something other than an array.
	 */
	public function read(): array {
		global $wpdb;
		// Read raw, not through get_option(): that unserializes with every class allowed, and this value comes from
		// another plugin (or a tool that copied it).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- get_option() would unserialize objects.
		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", self::OPTION ) );
		if ( null === $stored || '' === $stored ) {
			return [];
		}
		// Serialized once by WordPress; some sites hold it serialized twice (an export/import through another tool).
		$stored = MooveValues::unserialized( MooveValues::unserialized( $stored ) );
		if ( false === $stored || '' === $stored ) {
			return [];
		}
		if ( ! is_array( $stored ) || self::holds_object( $stored ) ) {
			throw new InvalidImport(
				sprintf(
					/* translators: %s: option name. */
					__( 'The option %s does not hold the settings of GDPR Cookie Compliance, so nothing was imported.', 'shop-consent' ),
					self::OPTION
				)
			);
		}
		return $stored;
	}

	/**
	 * Whether an object hides in the option (a crafted value): such an option is refused whole.
	 *
	 * @param array<mixed> $stored The option.
	 */
	private static function holds_object( array $stored ): bool {
		$found = false;
		array_walk_recursive(
			$stored,
			static function ( $value ) use ( &$found ): void {
				$found = $found || is_object( $value ) || ( is_string( $value ) && is_object( MooveValues::unserialized( $value ) ) );
			}
		);
		return $found;
	}
}
