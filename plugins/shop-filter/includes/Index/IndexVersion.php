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

	/** The current version ('0' before the first write). */
	public static function current(): string {
		$version = get_option( self::OPTION, '0' );
		return is_string( $version ) && '' !== $version ? $version : '0';
	}

	/** Marks the index as changed. */
	public static function bump(): string {
		$version = bin2hex( random_bytes( 8 ) );
		update_option( self::OPTION, $version, true );
		return $version;
	}
}
