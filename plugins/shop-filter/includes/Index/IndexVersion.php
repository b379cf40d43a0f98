<?php
/**
 * The version of the index: changes on every write.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * A random token rather than a counter: two requests writing at once can both read the same counter and store the
 * same next value, which would let a stale set or ETag pass for current. ETags, set rows and cache keys carry it.
 */
final class IndexVersion {

	public const OPTION = 'shop_filter_index_version';

	/**
	 * The layout of the stored sets: raise it whenever SetBuilder writes them differently, so sets stored by an
	 * earlier release are never read as the new layout (they are rebuilt instead).
	 */
	public const SETS_FORMAT = 3;

	/** The current version (`<format>-0` before the first write). */
	public static function current(): string {
		$version = get_option( self::OPTION, '0' );
		return self::SETS_FORMAT . '-' . ( is_string( $version ) && '' !== $version ? $version : '0' );
	}

	/** Marks the index as changed. */
	public static function bump(): string {
		$version = bin2hex( random_bytes( 8 ) );
		update_option( self::OPTION, $version, true );
		/** Fires after every index write, with the new version (SetsRefresh queues the sets' build). */
		do_action( 'shop_filter_index_changed', $version );
		return $version;
	}
}
