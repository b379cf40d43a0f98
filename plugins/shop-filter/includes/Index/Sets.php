<?php
/**
 * The sets of one index version, loaded on demand.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Groups of blobs (a facet's value sets, the sort orders, the prices, the visibility masks) read from the store one
 * group at a time, so a request loads only what it uses. Slot s is the s-th visible product in id order.
 */
final class Sets {

	/**
	 * Groups loaded so far: group => value => blob.
	 *
	 * @var array<string, array<string, string>>
	 */
	private array $groups = [];

	/**
	 * Constructor.
	 *
	 * @param string                                    $version The index version the sets were built from.
	 * @param string                                    $slots   Packed product ids (unsigned 32-bit, big-endian), one per slot.
	 * @param \Closure(string): array<string, string> $loader  Reads one group.
	 */
	public function __construct( public readonly string $version, private string $slots, private \Closure $loader ) {}

	/** Number of slots. */
	public function size(): int {
		return intdiv( strlen( $this->slots ), 4 );
	}

	/** Byte length of every bitset. */
	public function bytes(): int {
		return intdiv( $this->size() + 7, 8 );
	}

	/** The product id in a slot. */
	public function id( int $slot ): int {
		return (int) unpack( 'N', $this->slots, $slot * 4 )[1];
	}

	/** The slot of a product id (binary search over the id-ordered slots), or -1. */
	public function slot( int $id ): int {
		$low  = 0;
		$high = $this->size() - 1;
		while ( $low <= $high ) {
			$mid = ( $low + $high ) >> 1;
			$at  = $this->id( $mid );
			if ( $at === $id ) {
				return $mid;
			}
			if ( $at < $id ) {
				$low = $mid + 1;
			} else {
				$high = $mid - 1;
			}
		}
		return -1;
	}

	/**
	 * Every blob of a group (a facet's sets by value; '_order', '_price', '_mask').
	 *
	 * @return array<string, string>
	 */
	public function group( string $group ): array {
		if ( ! isset( $this->groups[ $group ] ) ) {
			$this->groups[ $group ] = ( $this->loader )( $group );
		}
		return $this->groups[ $group ];
	}

	/** One blob, or an empty set when the group has no such value (an unused term matches nothing). */
	public function get( string $group, string $value ): string {
		return $this->group( $group )[ $value ] ?? Bits::none( $this->bytes() );
	}
}
