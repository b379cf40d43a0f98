<?php
/**
 * Walks a sort order, keeping the slots of a set.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

defined( 'ABSPATH' ) || exit;

/**
 * The one PHP loop over products on the request path: it stops as soon as the page (or the first match) is found, so
 * a dense selection costs a few hundred steps; a sparse one, deep pages and the main query's full list cost more.
 */
final class Walk {

	/** Slots unpacked per step. */
	private const CHUNK = 2048;

	/**
	 * The slots of the set, in the order's sequence, from the offset-th on, at most limit of them.
	 *
	 * @param string $order Packed slots (unsigned 32-bit, big-endian).
	 * @return list<int>
	 */
	public function slots( string $order, string $bits, int $offset, int $limit ): array {
		$found  = [];
		$seen   = 0;
		$length = strlen( $order );
		for ( $at = 0; $at < $length; $at += self::CHUNK * 4 ) {
			foreach ( unpack( 'N*', substr( $order, $at, self::CHUNK * 4 ) ) ?: [] as $slot ) {
				if ( ( ord( $bits[ $slot >> 3 ] ) & ( 1 << ( $slot & 7 ) ) ) !== 0 && $seen++ >= $offset ) {
					$found[] = $slot;
					if ( count( $found ) >= $limit ) {
						return $found;
					}
				}
			}
		}
		return $found;
	}
}
