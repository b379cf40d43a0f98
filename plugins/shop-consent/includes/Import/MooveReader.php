<?php
/**
 * Reads the options of the replaced plugin, GDPR Cookie Compliance by Moove.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

/**
 * GDPR Cookie Compliance keeps every setting (texts, colours, scripts, behaviour) in one option,
 * `moove_gdpr_plugin_settings`: an array of `moove_gdpr_*` and `gdpr_*` keys. Its scripts are stored serialized
 * inside that array. Reading needs no code of that plugin, which is usually deactivated by now.
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
		$stored = get_option( self::OPTION, null );
		if ( null === $stored || false === $stored || '' === $stored ) {
			return [];
		}
		// Some sites hold it serialized twice (an export/import through another tool).
		$stored = is_string( $stored ) ? maybe_unserialize( $stored ) : $stored;
		if ( ! is_array( $stored ) ) {
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
}
