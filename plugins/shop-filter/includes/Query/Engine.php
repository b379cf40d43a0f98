<?php
/**
 * Runs a filter over the sets.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Index\Bits;
use ShopFilter\Index\Sets;
use ShopFilter\Index\SetStore;

defined( 'ABSPATH' ) || exit;

/**
 * Every filter is a bitset; the selection is the base AND each active filter, a facet's counts are its values'
 * sets AND the selection without that facet (OR within a facet, AND across). The only PHP loops over products are
 * the walks down a sort order, which stop once the page (or a price bound) is found, and the price range.
 */
final class Engine {

	/** Slots unpacked per step of a walk. */
	private const WALK_CHUNK = 2048;

	/**
	 * Constructor.
	 *
	 * @param SetStore  $store The sets.
	 * @param SkuSearch $sku   The SKU search.
	 */
	public function __construct( private SetStore $store, private SkuSearch $sku ) {}

	/** DESIGN.md, "Query\Engine". */
	public function run( FilterState $state, Context $context ): Result {
		$sets       = $this->store->current();
		$base       = $this->base( $sets, $context );
		$selections = $this->selections( $sets, $state );
		$all        = self::intersect( $base, $selections );
		$total      = Bits::count( $all );
		$per_page   = $state->per_page ?? $context->per_page;
		$offset     = ( $state->paged - 1 ) * $per_page;
		$slots      = $total > $offset ? $this->walk( $this->order( $sets, $state, $context ), $all, $offset, $per_page ) : [];

		$counts = [];
		foreach ( $context->facets as $facet ) {
			if ( 'price' !== $facet ) {
				$counts[ $facet ] = $this->counts( $sets, $facet, self::intersect( $base, $selections, $facet ) );
			}
		}
		return new Result(
			$total,
			array_map( [ $sets, 'id' ], $slots ),
			$counts,
			$this->price_bounds( $sets, self::intersect( $base, $selections, 'price' ) ),
			$per_page,
			$state->paged
		);
	}

	/**
	 * Every matching product id, in the requested order (the main shop query pages them itself).
	 *
	 * @return list<int>
	 */
	public function matching_ids( FilterState $state, Context $context ): array {
		$sets = $this->store->current();
		$all  = self::intersect( $this->base( $sets, $context ), $this->selections( $sets, $state ) );
		return array_map( [ $sets, 'id' ], $this->walk( $this->order( $sets, $state, $context ), $all, 0, PHP_INT_MAX ) );
	}

	/** Products the listing shows before any filter: visible, in stock if the shop hides the rest, in the archive's term. */
	private function base( Sets $sets, Context $context ): string {
		$base = $sets->get( '_mask', 'search' === $context->visibility ? 'search' : 'catalog' );
		if ( $context->hide_out_of_stock ) {
			$base &= $sets->get( 'stock', '1' ) | $sets->get( 'stock', '2' );
		}
		if ( '' !== $context->base_taxonomy ) {
			$base &= $sets->get( $context->base_taxonomy, (string) $context->base_term_id );
		}
		return $base;
	}

	/**
	 * One set per active filter, keyed by the facet it belongs to.
	 *
	 * @return array<string, string>
	 */
	private function selections( Sets $sets, FilterState $state ): array {
		$bytes      = $sets->bytes();
		$selections = [];
		foreach ( $state->terms as $taxonomy => $slugs ) {
			$ids = get_terms( [ 'taxonomy' => $taxonomy, 'slug' => $slugs, 'hide_empty' => false, 'fields' => 'ids' ] );
			$ids = is_array( $ids ) ? $ids : [];
			$selections[ $taxonomy ] = Bits::union( array_map( fn ( $id ): string => $sets->get( $taxonomy, (string) $id ), $ids ), $bytes );
		}
		if ( null !== $state->min_price || null !== $state->max_price ) {
			$selections['price'] = $this->price_set( $sets, $state->min_price, $state->max_price );
		}
		if ( null !== $state->min_rating ) {
			$selections['rating'] = $this->rating_at_least( $sets, $state->min_rating );
		}
		if ( $state->in_stock ) {
			$selections['stock'] = $sets->get( 'stock', '1' );
		}
		if ( $state->on_sale ) {
			$selections['on_sale'] = $sets->get( 'on_sale', '1' );
		}
		if ( '' !== $state->sku ) {
			$slots               = array_filter( array_map( [ $sets, 'slot' ], $this->sku->product_ids( $state->sku ) ), fn ( int $slot ): bool => $slot >= 0 );
			$selections['sku'] = Bits::from_slots( $slots, $bytes );
		}
		return $selections;
	}

	/**
	 * The base AND every selection but the one left out.
	 *
	 * @param array<string, string> $selections Selections by facet.
	 */
	private static function intersect( string $base, array $selections, string $left_out = '' ): string {
		foreach ( $selections as $facet => $bits ) {
			if ( $facet !== $left_out ) {
				$base &= $bits;
			}
		}
		return $base;
	}

	/**
	 * A facet's counts inside the given selection.
	 *
	 * @return array<int, int>
	 */
	private function counts( Sets $sets, string $facet, string $within ): array {
		if ( 'rating' === $facet ) {
			$counts = [];
			for ( $rating = 5; $rating >= 1; $rating-- ) {
				$counts[ $rating ] = Bits::count( $within & $this->rating_at_least( $sets, $rating ) );
			}
			return $counts;
		}
		if ( 'stock' === $facet || 'on_sale' === $facet ) {
			return [ 1 => Bits::count( $within & $sets->get( $facet, '1' ) ) ];
		}
		$counts = [];
		$empty  = 0 === Bits::count( $within );
		foreach ( $sets->group( $facet ) as $value => $bits ) {
			$counts[ (int) $value ] = $empty ? 0 : Bits::count( $within & $bits );
		}
		return $counts;
	}

	/** Products rated at least the given whole stars (the index holds ratings rounded down). */
	private function rating_at_least( Sets $sets, int $rating ): string {
		$bits = Bits::none( $sets->bytes() );
		for ( $stars = max( 0, $rating ); $stars <= 5; $stars++ ) {
			$bits |= $sets->get( 'rating', (string) $stars );
		}
		return $bits;
	}

	/**
	 * Products whose price range meets the filter's (WooCommerce's price filter rule: max_price >= min and
	 * min_price <= max), found by walking the slots sorted by price until the bound is passed.
	 */
	private function price_set( Sets $sets, ?float $min, ?float $max ): string {
		$bits   = Bits::all( $sets->bytes() );
		$prices = $sets->group( '_price' );
		if ( null !== $max ) {
			$bits &= $this->price_walk( $prices['by_min'] ?? '', $prices['min'] ?? '', $sets->bytes(), static fn ( float $price ): bool => $price <= $max + 0.00001 );
		}
		if ( null !== $min ) {
			$bits &= $this->price_walk( $prices['by_max'] ?? '', $prices['max'] ?? '', $sets->bytes(), static fn ( float $price ): bool => $price >= $min - 0.00001 );
		}
		return $bits;
	}

	/**
	 * The slots at the start of a price order whose price passes the test.
	 *
	 * @param \Closure(float): bool $passes Test on one price.
	 */
	private function price_walk( string $order, string $prices, int $bytes, \Closure $passes ): string {
		$price = unpack( 'd*', $prices ) ?: [];
		$slots = [];
		foreach ( self::chunks( $order ) as $chunk ) {
			foreach ( $chunk as $slot ) {
				if ( ! $passes( $price[ $slot + 1 ] ) ) {
					break 2;
				}
				$slots[] = $slot;
			}
		}
		return Bits::from_slots( $slots, $bytes );
	}

	/**
	 * The lowest and highest price among the given products.
	 *
	 * @return array{min: float, max: float}
	 */
	private function price_bounds( Sets $sets, string $within ): array {
		$prices = $sets->group( '_price' );
		$low    = $this->walk( $prices['by_min'] ?? '', $within, 0, 1 );
		$high   = $this->walk( $prices['by_max'] ?? '', $within, 0, 1 );
		if ( ! $low || ! $high ) {
			return [ 'min' => 0.0, 'max' => 0.0 ];
		}
		return [
			'min' => (float) unpack( 'd', $prices['min'], $low[0] * 8 )[1],
			'max' => (float) unpack( 'd', $prices['max'], $high[0] * 8 )[1],
		];
	}

	/** The sort order asked for, else the shop's default. */
	private function order( Sets $sets, FilterState $state, Context $context ): string {
		$orders = $sets->group( '_order' );
		return $orders[ '' !== $state->orderby ? $state->orderby : $context->orderby ] ?? $orders['menu_order'] ?? '';
	}

	/**
	 * The slots of the set, in the order's sequence, from the offset-th on, at most limit of them.
	 *
	 * @return list<int>
	 */
	private function walk( string $order, string $bits, int $offset, int $limit ): array {
		$found = [];
		$seen  = 0;
		foreach ( self::chunks( $order ) as $chunk ) {
			foreach ( $chunk as $slot ) {
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

	/**
	 * A packed order in unpacked chunks, so a walk that stops early unpacks little.
	 *
	 * @return \Generator<list<int>>
	 */
	private static function chunks( string $order ): \Generator {
		$length = strlen( $order );
		for ( $at = 0; $at < $length; $at += self::WALK_CHUNK * 4 ) {
			yield array_values( unpack( 'N*', substr( $order, $at, self::WALK_CHUNK * 4 ) ) ?: [] );
		}
	}
}
