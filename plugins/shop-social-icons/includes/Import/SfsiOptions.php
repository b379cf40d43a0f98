<?php
/**
 * Reads the options Ultimate Social Media Icons left behind.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Ultimate Social Media Icons keeps its settings in `sfsi_section1_options` to `sfsi_section9_options`, each an
 * array it passed through serialize() before update_option(), so get_option() returns a serialized string (some of
 * its versions stored the array itself). Both are read; objects are never revived.
 */
final class SfsiOptions {

	/** The sections the import reads: 1 displayed icons, 2 links, 3 effects, 5 size/order/floating, 9 floating. */
	public const SECTIONS = [ 1, 2, 3, 5, 9 ];

	/**
	 * Whether the other plugin's icon choice is there (the section every other one builds on).
	 */
	public static function exist(): bool {
		return [] !== self::section( 1 );
	}

	/**
	 * The sections that hold an array, keyed by number.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function read(): array {
		$sections = [];
		foreach ( self::SECTIONS as $number ) {
			$sections[ $number ] = self::section( $number );
		}
		return $sections;
	}

	/**
	 * One section as an array; empty when missing or unreadable.
	 *
	 * @param int $number Section number.
	 * @return array<string, mixed>
	 */
	public static function section( int $number ): array {
		$value = get_option( 'sfsi_section' . $number . '_options', null );
		if ( is_string( $value ) && is_serialized( $value ) ) {
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- allowed_classes false: data only.
			$value = @unserialize( trim( $value ), [ 'allowed_classes' => false ] );
		}
		return is_array( $value ) ? $value : [];
	}
}
