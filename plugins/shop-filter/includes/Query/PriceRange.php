<?php
/**
 * Price filters and bounds over the sets.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Index\Bits;
use ShopFilter\Index\PriceSteps;
use ShopFilter\Index\Sets;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's price filter rule (a product's range meets the filter's: max_price >= min and min_price <= max), on
 * the layout PriceSteps describes.
 */
final class PriceRange {

	/** Prices are stored with 4 decimals and asked with 2: a hair of tolerance against float rounding. */
	private const EPSILON = 0.00001;

	/** Products whose price range meets [min, max] (either side open when null). */
	public static function set( Sets $sets, ?float $min, ?float $max ): string {
		$bits = Bits::all( $sets->bytes() );
		if ( null !== $max ) {
			$bits &= self::prefix( $sets, 'min', fn ( float $price ): bool => $price <= $max + self::EPSILON );
		}
		if ( null !== $min ) {
			$bits &= self::prefix( $sets, 'max', fn ( float $price ): bool => $price >= $min - self::EPSILON );
		}
		return $bits;
	}

	/**
	 * The lowest minimum and highest maximum price among the given products: the first of each walk in the set.
	 *
	 * @return array{min: float, max: float}
	 */
	public static function bounds( Sets $sets, string $within, Walk $walk ): array {
		$low  = $walk->slots( $sets->blob( '_price', 'by_min' ), $within, 0, 1 );
		$high = $walk->slots( $sets->blob( '_price', 'by_max' ), $within, 0, 1 );
		if ( ! $low || ! $high ) {
			return [ 'min' => 0.0, 'max' => 0.0 ];
		}
		return [
			'min' => (float) unpack( 'd', $sets->blob( '_price', 'min' ), $low[0] * 8 )[1],
			'max' => (float) unpack( 'd', $sets->blob( '_price', 'max' ), $high[0] * 8 )[1],
		];
	}

	/**
	 * The set of the longest prefix of a walk whose prices pass (prices are monotonic along the walk).
	 *
	 * @param \Closure(float): bool $passes Test on one price.
	 */
	private static function prefix( Sets $sets, string $name, \Closure $passes ): string {
		$sorted = $sets->blob( '_price', $name . '_sorted' );
		$length = $sets->size();
		$low    = 0;
		$high   = $length; // First position that fails, in [low, high].
		while ( $low < $high ) {
			$mid = ( $low + $high ) >> 1;
			if ( $passes( (float) unpack( 'd', $sorted, $mid * 8 )[1] ) ) {
				$low = $mid + 1;
			} else {
				$high = $mid;
			}
		}
		$step  = intdiv( $low, PriceSteps::STEP );
		$bits  = $step > 0 ? $sets->blob( '_price', $name . '_step_' . $step ) : Bits::none( $sets->bytes() );
		$from  = $step * PriceSteps::STEP;
		$slots = $low > $from ? unpack( 'N*', substr( $sets->blob( '_price', 'by_' . $name ), $from * 4, ( $low - $from ) * 4 ) ) : [];
		foreach ( $slots as $slot ) {
			$bits[ $slot >> 3 ] = chr( ord( $bits[ $slot >> 3 ] ) | ( 1 << ( $slot & 7 ) ) );
		}
		return $bits;
	}
}
