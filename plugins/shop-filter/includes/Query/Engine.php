<?php
/**
 * Runs a filter over the sets.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Index\AttributeStock;
use ShopFilter\Index\Bits;
use ShopFilter\Index\Sets;
use ShopFilter\Index\SetStore;

defined( 'ABSPATH' ) || exit;

/**
 * Every filter is a bitset; the selection is the base AND each active filter, a facet's counts are its values'
 * sets AND the selection without that facet (OR within a facet, AND across). The only PHP loop over products is the
 * walk down a sort order (Walk), which stops once the page is found.
 */
final class Engine {

	private Walk $walk;

	/**
	 * Constructor.
	 *
	 * @param SetStore  $store The sets.
	 * @param SkuSearch $sku   The SKU search.
	 */
	public function __construct( private SetStore $store, private SkuSearch $sku ) {
		$this->walk = new Walk();
	}

	/** The index version of the sets run() answers from (ETags carry it, so an answer from stale sets is not cached as current). */
	public function sets_version(): string {
		return $this->store->served_version();
	}

	/** DESIGN.md, "Query\Engine". */
	public function run( FilterState $state, Context $context ): Result {
		$sets       = $this->store->current( ...NeededSets::run( $state, $context ) );
		$base       = $this->base( $sets, $context );
		$selections = $this->selections( $sets, $state, $context );
		$all        = self::intersect( $base, $selections );
		$total      = Bits::count( $all );
		$per_page   = $state->per_page ?? $context->per_page;
		$offset     = ( $state->paged - 1 ) * $per_page;
		$slots      = $total > $offset ? $this->walk->slots( $this->order( $sets, $state, $context ), $all, $offset, $per_page ) : [];

		$counts = [];
		foreach ( $context->counted_facets() as $facet ) {
			if ( 'stock' === $facet ) { // What "in stock" would match: the attributes chosen, in stock themselves.
				$counts[ $facet ] = $this->counts( $sets, $facet, self::intersect( $base, $this->selections( $sets, $state->with_in_stock(), $context ), $facet ), $state, $context );
			} elseif ( 'price' !== $facet ) {
				$counts[ $facet ] = $this->counts( $sets, $facet, self::intersect( $base, $selections, $facet ), $state, $context );
			}
		}
		return new Result(
			$total,
			array_map( [ $sets, 'id' ], $slots ),
			$counts,
			PriceRange::bounds( $sets, self::intersect( $base, $selections, 'price' ), $this->walk ),
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
		$sets = $this->store->current( ...NeededSets::matching( $state, $context ) );
		$all  = self::intersect( $this->base( $sets, $context ), $this->selections( $sets, $state, $context ) );
		return array_map( [ $sets, 'id' ], $this->walk->slots( $this->order( $sets, $state, $context ), $all, 0, PHP_INT_MAX ) );
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
	private function selections( Sets $sets, FilterState $state, Context $context ): array {
		$bytes      = $sets->bytes();
		$selections = [];
		foreach ( $state->terms as $taxonomy => $slugs ) {
			$ids   = get_terms( [ 'taxonomy' => $taxonomy, 'slug' => $slugs, 'hide_empty' => false, 'fields' => 'ids' ] );
			$ids   = is_array( $ids ) ? $ids : [];
			$group = self::group( $taxonomy, $state, $context );
			$selections[ $taxonomy ] = Bits::union( array_map( fn ( $id ): string => $sets->get( $group, (string) $id ), $ids ), $bytes );
		}
		if ( null !== $state->min_price || null !== $state->max_price ) {
			$selections['price'] = PriceRange::set( $sets, $state->min_price, $state->max_price );
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
			$selections['sku'] = Bits::from_slots( $this->sku->slots( $sets, $state->sku ), $bytes );
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
	 * The sets' group a facet's values are read from: an attribute's in-stock sets when stock is filtered or hidden,
	 * so "red" with "in stock" needs a red variation in stock, not any variation.
	 */
	public static function group( string $facet, FilterState $state, Context $context ): string {
		if ( ! str_starts_with( $facet, 'pa_' ) ) {
			return $facet;
		}
		if ( $state->in_stock ) {
			return AttributeStock::group( $facet, '1' );
		}
		return $context->hide_out_of_stock ? AttributeStock::group( $facet, '12' ) : $facet;
	}

	/**
	 * A facet's counts inside the given selection.
	 *
	 * @return array<int, int>
	 */
	private function counts( Sets $sets, string $facet, string $within, FilterState $state, Context $context ): array {
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
		$group  = self::group( $facet, $state, $context );
		foreach ( array_keys( $sets->group( $facet ) ) as $value ) {
			$counts[ (int) $value ] = $empty ? 0 : Bits::count( $within & $sets->get( $group, (string) $value ) );
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

	/** The sort order asked for, else the shop's default. */
	private function order( Sets $sets, FilterState $state, Context $context ): string {
		$order = $sets->blob( '_order', '' !== $state->orderby ? $state->orderby : $context->orderby );
		return '' !== $order ? $order : $sets->blob( '_order', 'menu_order' );
	}
}
