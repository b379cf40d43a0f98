<?php
/**
 * What the engine found for the form: counts, price bounds, total.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * The part of `Query\Result` (DESIGN.md "Query\Engine") the form shows.
 */
final class Facts {

	/**
	 * Constructor.
	 *
	 * @param array<string, array<int, int>> $counts       Per facet, products per term id or value.
	 * @param array{min: float, max: float}  $price_bounds Price range of the listing.
	 * @param int|null                       $total        Products matching, null when unknown.
	 */
	public function __construct(
		public readonly array $counts = [],
		public readonly array $price_bounds = [
			'min' => 0.0,
			'max' => 0.0,
		],
		public readonly ?int $total = null
	) {}

	/**
	 * Reads a Query\Result's public properties.
	 *
	 * @param object $result The engine's result.
	 */
	public static function from_result( object $result ): self {
		$bounds = isset( $result->price_bounds ) && is_array( $result->price_bounds ) ? $result->price_bounds : [];
		return new self(
			isset( $result->counts ) && is_array( $result->counts ) ? $result->counts : [],
			[
				'min' => (float) ( $bounds['min'] ?? 0 ),
				'max' => (float) ( $bounds['max'] ?? 0 ),
			],
			isset( $result->total ) ? (int) $result->total : null
		);
	}

	/**
	 * Products a value of a facet would match, or null when the engine did not count that facet.
	 *
	 * @param string $facet Facet key.
	 * @param int    $value Term id or value.
	 */
	public function count( string $facet, int $value ): ?int {
		if ( ! isset( $this->counts[ $facet ] ) ) {
			return null;
		}
		return (int) ( $this->counts[ $facet ][ $value ] ?? 0 );
	}
}
