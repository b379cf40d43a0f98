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
 * array it passed through serialize() before update_option(), which serializes that string again (some of its
 * versions stored the array itself: serialized once). Both are read from the raw column, not through get_option():
 * that unserializes with every class allowed, and this value comes from another plugin (or a tool that copied it).
 * Each step unserializes without classes, and a section holding an object anywhere is read as empty.
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
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- get_option() would unserialize objects.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", 'sfsi_section' . $number . '_options' ) );
		// WordPress's serialize, then the other plugin's own.
		for ( $step = 0; $step < 2 && is_string( $value ) && is_serialized( $value ); $step++ ) {
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- allowed_classes false: data only.
			$value = @unserialize( trim( $value ), [ 'allowed_classes' => false ] );
		}
		return is_array( $value ) && ! self::holds_object( $value ) ? $value : [];
	}

	/**
	 * Whether an object (an incomplete class, as unserialize() without classes leaves it) hides in a section.
	 *
	 * @param array<mixed> $section The section.
	 */
	private static function holds_object( array $section ): bool {
		$found = false;
		array_walk_recursive(
			$section,
			static function ( $value ) use ( &$found ): void {
				$found = $found || is_object( $value );
			}
		);
		return $found;
	}
}
