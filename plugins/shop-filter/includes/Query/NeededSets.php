<?php
/**
 * The groups and blobs of the sets a filter run will read.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

defined( 'ABSPATH' ) || exit;

/**
 * Named ahead so the store reads them in one query (a shop page's form used to ask 13, one per group and blob).
 * Mirrors what Engine reads: a group missing here is still read when first used (one more query, same results).
 */
final class NeededSets {

	/**
	 * What Engine::run() reads: the listing, every counted facet and the price bounds.
	 *
	 * @return array{list<string>, list<array{string, string}>} Whole groups, single blobs (group, value).
	 */
	public static function run( FilterState $state, Context $context ): array {
		[ $groups, $blobs ] = self::matching( $state, $context );
		foreach ( $context->counted_facets() as $facet ) {
			if ( 'stock' === $facet ) { // Counted with "in stock" chosen: the attributes' in-stock groups.
				$groups = array_merge( $groups, [ 'stock' ], self::term_groups( $state->with_in_stock(), $context ) );
			} elseif ( 'rating' === $facet || 'on_sale' === $facet ) {
				$groups[] = $facet;
			} elseif ( 'price' !== $facet ) {
				array_push( $groups, $facet, Engine::group( $facet, $state, $context ) );
			}
		}
		foreach ( [ 'by_min', 'by_max', 'min', 'max' ] as $price ) {
			$blobs[] = [ '_price', $price ];
		}
		return [ array_values( array_unique( $groups ) ), $blobs ];
	}

	/**
	 * What Engine::matching_ids() reads: the base, the selections and the sort order.
	 *
	 * @return array{list<string>, list<array{string, string}>} Whole groups, single blobs (group, value).
	 */
	public static function matching( FilterState $state, Context $context ): array {
		$groups = array_merge( [ '_mask' ], self::term_groups( $state, $context ) );
		$blobs  = [ [ '_order', '' !== $state->orderby ? $state->orderby : $context->orderby ] ];
		if ( $context->hide_out_of_stock || $state->in_stock ) {
			$groups[] = 'stock';
		}
		if ( '' !== $context->base_taxonomy ) {
			$groups[] = $context->base_taxonomy;
		}
		if ( null !== $state->min_rating ) {
			$groups[] = 'rating';
		}
		if ( $state->on_sale ) {
			$groups[] = 'on_sale';
		}
		if ( '' !== $state->sku ) {
			$blobs[] = [ '_sku', '' ];
		}
		foreach ( array_filter( [ 'min' => $state->max_price, 'max' => $state->min_price ], 'is_float' ) as $name => $price ) {
			array_push( $blobs, [ '_price', $name . '_sorted' ], [ '_price', 'by_' . $name ] );
		}
		return [ array_values( array_unique( $groups ) ), $blobs ];
	}

	/**
	 * The groups the chosen terms' sets are read from.
	 *
	 * @return list<string>
	 */
	private static function term_groups( FilterState $state, Context $context ): array {
		return array_map( static fn ( $taxonomy ): string => Engine::group( (string) $taxonomy, $state, $context ), array_keys( $state->terms ) );
	}
}
