<?php
/**
 * What the engine answers.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

defined( 'ABSPATH' ) || exit;

/**
 * DESIGN.md, "Query\Engine".
 */
final class Result {

	/**
	 * Constructor.
	 *
	 * @param int                                  $total        Products matching.
	 * @param list<int>                            $page_ids     Product ids of the requested page, in order.
	 * @param array<string, array<int, int>>       $counts       Facet => value (term id, rating, 1) => products it would match.
	 * @param array{min: float, max: float}        $price_bounds Prices of the base with every other filter applied.
	 * @param int                                  $per_page     Products per page used.
	 * @param int                                  $paged        Page used.
	 */
	public function __construct(
		public readonly int $total,
		public readonly array $page_ids,
		public readonly array $counts,
		public readonly array $price_bounds,
		public readonly int $per_page,
		public readonly int $paged,
	) {}

	/** Number of pages. */
	public function pages(): int {
		return (int) ceil( $this->total / max( 1, $this->per_page ) );
	}
}
