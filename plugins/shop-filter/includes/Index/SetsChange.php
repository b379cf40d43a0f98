<?php
/**
 * What a build of the sets changed, blob by blob.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Every index write makes a new version and a new build, yet most builds on a busy shop change little: an order
 * changes the popularity order and nothing a shopper's filter shows unless it sorts by popularity (its stock stays in
 * stock). A digest of each blob from the last build tells which blobs a build changed, so shared caches are purged of
 * what shows the change only (Cache\SetsPurge), not of every filter answer at each checkout.
 */
final class SetsChange {

	/** Digest per blob ("group/value" => md5) of the last build (not autoloaded: read by the background build only). */
	public const OPTION = 'shop_filter_sets_digests';

	/**
	 * Records the digests of a build and gives the blobs that differ from the build before.
	 *
	 * @param array<string, array<string, string>> $groups The built groups: group => value => data.
	 * @return list<string>|null Keys "group/value" added, changed or gone; null without a build before to compare with.
	 */
	public static function record( array $groups ): ?array {
		$digests = [];
		foreach ( $groups as $group => $blobs ) {
			foreach ( $blobs as $value => $data ) {
				$digests[ "$group/$value" ] = md5( $data );
			}
		}
		$before = get_option( self::OPTION );
		update_option( self::OPTION, $digests, false );
		if ( ! is_array( $before ) ) {
			return null;
		}
		return array_map( 'strval', array_keys( array_diff_assoc( $digests, $before ) + array_diff_key( $before, $digests ) ) );
	}
}
