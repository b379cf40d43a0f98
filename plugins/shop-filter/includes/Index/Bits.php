<?php
/**
 * Bitset helpers over product slots.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * A set of products is a binary string, one bit per slot (bit `s & 7` of byte `s >> 3`). PHP's `&`, `|` and `^` on
 * two strings of the same length work byte by byte in C, so intersecting and joining sets costs no PHP loop; counting
 * uses count_chars() (C) and a 256-entry popcount table (at most 256 PHP steps, whatever the number of products).
 */
final class Bits {

	/**
	 * Bits set in each byte value.
	 *
	 * @var list<int>|null
	 */
	private static ?array $popcount = null;

	/** An empty set of the given byte length. */
	public static function none( int $bytes ): string {
		return str_repeat( "\0", $bytes );
	}

	/** A full set of the given byte length (bits past the last slot are cleared by intersecting with a real set). */
	public static function all( int $bytes ): string {
		return str_repeat( "\xFF", $bytes );
	}

	/** How many slots the set holds. */
	public static function count( string $bits ): int {
		if ( null === self::$popcount ) {
			self::$popcount = [];
			for ( $byte = 0; $byte < 256; $byte++ ) {
				self::$popcount[] = substr_count( decbin( $byte ), '1' );
			}
		}
		$count = 0;
		foreach ( count_chars( $bits, 1 ) as $byte => $times ) {
			$count += $times * self::$popcount[ $byte ];
		}
		return $count;
	}

	/** Whether the slot is in the set. */
	public static function has( string $bits, int $slot ): bool {
		return ( ord( $bits[ $slot >> 3 ] ) & ( 1 << ( $slot & 7 ) ) ) !== 0;
	}

	/**
	 * A set of the given slots.
	 *
	 * @param iterable<int> $slots Slots.
	 */
	public static function from_slots( iterable $slots, int $bytes ): string {
		$bits = self::none( $bytes );
		foreach ( $slots as $slot ) {
			$byte          = $slot >> 3;
			$bits[ $byte ] = chr( ord( $bits[ $byte ] ) | ( 1 << ( $slot & 7 ) ) );
		}
		return $bits;
	}

	/**
	 * The union of several sets; an empty set when there are none.
	 *
	 * @param list<string> $sets Sets of the same length.
	 */
	public static function union( array $sets, int $bytes ): string {
		$bits = self::none( $bytes );
		foreach ( $sets as $set ) {
			$bits |= $set;
		}
		return $bits;
	}
}
