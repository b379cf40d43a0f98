<?php
/**
 * Price data of the sets, laid out for range queries without a loop over every product.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Two walks, which are also the price and price-desc sort orders: slots by minimum price up ('by_min', prices in that
 * order in 'min_sorted'), and by maximum price down ('by_max', 'max_sorted'). "Minimum price at most X" is a prefix of the first walk, found by binary search; the
 * prefix's set is a stored step (every STEP slots: 'min_step_<k>' holds the first k*STEP slots) plus fewer than
 * STEP slots set one by one. So a price filter costs one small blob read and at most STEP PHP steps at any size.
 * 'min' and 'max' keep each slot's prices, for the bounds.
 */
final class PriceSteps {

	public const STEP = 1024;

	/**
	 * The blobs of the '_price' group.
	 *
	 * @param list<float> $min Minimum price per slot.
	 * @param list<float> $max Maximum price per slot.
	 * @return array<string, string>
	 */
	public static function build( array $min, array $max, int $bytes ): array {
		// Sorts are stable: equal prices keep the slots' (ids') order, ascending for the first walk and, from the reversed
		// list, descending for the second, which are WooCommerce's tie-breaks for price and price-desc.
		$by_min = $min;
		asort( $by_min );
		$by_max = array_reverse( $max, true );
		arsort( $by_max );
		return [
			'min'        => pack( 'd*', ...$min ),
			'max'        => pack( 'd*', ...$max ),
			'by_min'     => pack( 'N*', ...array_keys( $by_min ) ),
			'by_max'     => pack( 'N*', ...array_keys( $by_max ) ),
			'min_sorted' => pack( 'd*', ...array_values( $by_min ) ),
			'max_sorted' => pack( 'd*', ...array_values( $by_max ) ),
		] + self::steps( 'min', array_keys( $by_min ), $bytes ) + self::steps( 'max', array_keys( $by_max ), $bytes );
	}

	/**
	 * The stored prefixes of a walk.
	 *
	 * @param list<int> $walk Slots in walk order.
	 * @return array<string, string>
	 */
	private static function steps( string $name, array $walk, int $bytes ): array {
		$steps = [];
		$bits  = Bits::none( $bytes );
		foreach ( $walk as $position => $slot ) {
			$byte          = $slot >> 3;
			$bits[ $byte ] = chr( ord( $bits[ $byte ] ) | ( 1 << ( $slot & 7 ) ) );
			if ( 0 === ( $position + 1 ) % self::STEP ) {
				$steps[ $name . '_step_' . ( ( $position + 1 ) / self::STEP ) ] = $bits;
			}
		}
		return $steps;
	}
}
