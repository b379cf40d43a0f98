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
 * Groups of blobs (a facet's value sets, the sort orders, the prices, the visibility masks) read from the store on
 * demand, so a request loads only what it uses: what a caller names ahead with need() in one read, anything else
 * when first asked. Slot s is the s-th visible product in id order.
 */
final class Sets {

	/**
	 * Groups loaded so far: group => value => blob.
	 *
	 * @var array<string, array<string, string>>
	 */
	private array $groups = [];

	/**
	 * Single blobs loaded so far: "group value" => blob.
	 *
	 * @var array<string, string>
	 */
	private array $blobs = [];

	/**
	 * Constructor.
	 *
	 * @param string                                          $version The index version the sets were built from.
	 * @param string                                          $slots   Packed product ids (unsigned 32-bit, big-endian), one per slot.
	 * @param \Closure(list<string>, list<array{string, string}>): array<string, array<string, string>> $loader Reads whole groups and single blobs (group, value) at once: group => value => blob, groups without rows left out.
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

	/**
	 * Reads in one go the groups and single blobs (group, value) not loaded yet, so a request that knows what it will
	 * use asks the store once instead of once per group.
	 *
	 * @param list<string>                $groups Whole groups.
	 * @param list<array{string, string}> $blobs  Single blobs.
	 */
	public function need( array $groups, array $blobs = [] ): void {
		$groups = array_values( array_diff( array_unique( $groups ), array_keys( $this->groups ) ) );
		$blobs  = array_values( array_filter( $blobs, fn ( array $blob ): bool => ! isset( $this->groups[ $blob[0] ] ) && ! isset( $this->blobs[ $blob[0] . ' ' . $blob[1] ] ) ) );
		if ( $groups || $blobs ) {
			$this->keep( ( $this->loader )( $groups, $blobs ), $groups, $blobs );
		}
	}

	/**
	 * Keeps what was read for these groups and blobs; those it lacks are empty (an unused term matches nothing).
	 *
	 * @param array<string, array<string, string>> $read   Group => value => blob.
	 * @param list<string>                         $groups Whole groups asked for.
	 * @param list<array{string, string}>          $blobs  Single blobs asked for.
	 */
	public function keep( array $read, array $groups, array $blobs ): void {
		foreach ( $groups as $group ) {
			$this->groups[ $group ] = $read[ $group ] ?? [];
		}
		foreach ( $blobs as [ $group, $value ] ) {
			$this->blobs[ $group . ' ' . $value ] = $read[ $group ][ $value ] ?? '';
		}
	}

	/**
	 * Every blob of a group (a facet's sets by value; '_order', '_price', '_mask').
	 *
	 * @return array<string, string>
	 */
	public function group( string $group ): array {
		$this->need( [ $group ] );
		return $this->groups[ $group ];
	}

	/** One set, or an empty set when the group has no such value (an unused term matches nothing). */
	public function get( string $group, string $value ): string {
		return $this->group( $group )[ $value ] ?? Bits::none( $this->bytes() );
	}

	/**
	 * One blob read alone, for the large ones of which a request needs a few: a sort order (200 kB at 50,000
	 * products), a price list (400 kB). '' when absent.
	 */
	public function blob( string $group, string $value ): string {
		if ( isset( $this->groups[ $group ] ) ) {
			return $this->groups[ $group ][ $value ] ?? '';
		}
		$this->need( [], [ [ $group, $value ] ] );
		return $this->blobs[ $group . ' ' . $value ];
	}
}
