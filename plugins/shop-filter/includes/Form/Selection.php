<?php
/**
 * The visitor's filter values as the form shows them.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Query\FilterState;

defined( 'ABSPATH' ) || exit;

/**
 * Read from query parameters (DESIGN.md "Query parameters": comma lists or `name[]` arrays, the replaced plugin's
 * aliases read too) or from the server part's FilterState, and written back as links in the comma form. Lenient:
 * a bad value is dropped (the page never fails for a bad link); the server part validates for REST.
 */
final class Selection {

	/**
	 * Constructor.
	 *
	 * @param array<string, list<string>> $terms      Slugs by taxonomy (`product_cat`, `product_tag`, `pa_*`).
	 * @param float|null                  $min_price  Lowest price.
	 * @param float|null                  $max_price  Highest price.
	 * @param int|null                    $min_rating Rating 1-5.
	 * @param bool                        $in_stock   Only in stock.
	 * @param bool                        $on_sale    Only on sale.
	 * @param string                      $orderby    WooCommerce's sort order, or ''.
	 * @param int|null                    $per_page   Products per page.
	 * @param string                      $sku        SKU search.
	 */
	public function __construct(
		public readonly array $terms = [],
		public readonly ?float $min_price = null,
		public readonly ?float $max_price = null,
		public readonly ?int $min_rating = null,
		public readonly bool $in_stock = false,
		public readonly bool $on_sale = false,
		public readonly string $orderby = '',
		public readonly ?int $per_page = null,
		public readonly string $sku = ''
	) {}

	/**
	 * Reads query parameters.
	 *
	 * @param array<string, mixed> $params The request's parameters (unslashed).
	 */
	public static function from_params( array $params ): self {
		// One reader of the parameters: FilterState's, in its lenient mode (a bad value is dropped, never an error).
		$state = FilterState::from_params( $params, false );
		return $state instanceof FilterState ? self::from_state( $state ) : new self();
	}

	/**
	 * Reads the server part's FilterState (same fields, validated there).
	 *
	 * @param FilterState $state The state.
	 */
	public static function from_state( FilterState $state ): self {
		return new self( $state->terms, $state->min_price, $state->max_price, $state->min_rating, $state->in_stock, $state->on_sale, $state->orderby, $state->per_page, $state->sku );
	}

	/**
	 * Whether a parameter names a product taxonomy the filter reads.
	 *
	 * @param string $key Parameter name.
	 */
	public static function is_taxonomy_key( string $key ): bool {
		return 'product_cat' === $key || 'product_tag' === $key || 1 === preg_match( '/^pa_[a-z0-9_-]{1,28}$/', $key );
	}

	/**
	 * Whether nothing is chosen.
	 */
	public function is_empty(): bool {
		return [ 'filter' => '1' ] === $this->to_params();
	}

	/**
	 * The slugs chosen in one taxonomy.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return list<string>
	 */
	public function slugs_of( string $taxonomy ): array {
		return $this->terms[ $taxonomy ] ?? [];
	}

	/**
	 * The parameters of a link to this selection, marker first, multi-values comma-separated (spec 2).
	 *
	 * @return array<string, string>
	 */
	public function to_params(): array {
		$params = [ 'filter' => '1' ];
		foreach ( $this->terms as $taxonomy => $slugs ) {
			$params[ $taxonomy ] = implode( ',', $slugs );
		}
		$optional = [
			'min_price'  => null === $this->min_price ? '' : self::number( $this->min_price ),
			'max_price'  => null === $this->max_price ? '' : self::number( $this->max_price ),
			'min_rating' => (string) $this->min_rating,
			'stock'      => $this->in_stock ? 'instock' : '',
			'on_sale'    => $this->on_sale ? '1' : '',
			'orderby'    => $this->orderby,
			'per_page'   => (string) $this->per_page,
			'sku'        => $this->sku,
		];
		return $params + array_filter( $optional, static fn ( string $value ): bool => '' !== $value );
	}

	/**
	 * A copy without some values: a slug of a taxonomy, or a whole parameter (`min_price` and `max_price` go
	 * together: the price chip removes both).
	 *
	 * @param string      $key  Taxonomy or parameter.
	 * @param string|null $slug The slug to remove, or null for the whole parameter.
	 */
	public function without( string $key, ?string $slug = null ): self {
		$params = $this->to_params();
		if ( null !== $slug && isset( $this->terms[ $key ] ) ) {
			$params[ $key ] = implode( ',', array_diff( $this->terms[ $key ], [ $slug ] ) );
		} elseif ( 'price' === $key ) {
			unset( $params['min_price'], $params['max_price'] );
		} else {
			unset( $params[ $key ] );
		}
		return self::from_params( $params );
	}

	/**
	 * A link to this selection on a listing.
	 *
	 * @param string $base The shop or archive link.
	 */
	public function link( string $base ): string {
		$params = $this->to_params();
		return 1 === count( $params ) ? $base : add_query_arg( array_map( 'rawurlencode', $params ), $base );
	}

	/**
	 * A price as a parameter: 2 decimals at most, no trailing zeros.
	 *
	 * @param float $value Price.
	 */
	public static function number( float $value ): string {
		return rtrim( rtrim( number_format( $value, 2, '.', '' ), '0' ), '.' );
	}
}
