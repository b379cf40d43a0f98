<?php
/**
 * The filter's parameters, read and validated.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One vocabulary for links, the main shop query and the REST endpoint (DESIGN.md, "Query parameters"). The replaced
 * plugin's aliases are read, never written. Strict reading (REST) turns a bad parameter into a 400; lenient reading
 * (the main shop query: a page never fails for a bad link) drops it.
 */
final class FilterState {

	public const ORDERS         = [ 'menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc' ];
	public const MAX_SLUGS      = 50;
	public const MAX_LENGTH     = 1000;
	public const MAX_SKU_LENGTH = 64;
	public const MAX_PER_PAGE   = 100;

	/**
	 * Constructor.
	 *
	 * @param array<string, list<string>> $terms      Taxonomy => slugs (OR within, AND across).
	 * @param float|null                  $min_price  Lowest price.
	 * @param float|null                  $max_price  Highest price.
	 * @param int|null                    $min_rating 1-5.
	 * @param bool                        $in_stock   Only products in stock.
	 * @param bool                        $on_sale    Only products on sale.
	 * @param string                      $orderby    One of ORDERS, '' for the shop's default.
	 * @param int|null                    $per_page   1-100, null for the shop's default.
	 * @param int                         $paged      1-based page.
	 * @param string                      $sku        SKU search text.
	 * @param bool                        $marked     Whether the search marker (filter=1) was present.
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
		public readonly int $paged = 1,
		public readonly string $sku = '',
		public readonly bool $marked = false,
	) {}

	/** The same state with "in stock" checked (what the stock filter's count would match). */
	public function with_in_stock(): self {
		$args             = get_object_vars( $this );
		$args['in_stock'] = true;
		return new self( ...$args );
	}

	/**
	 * Reads the parameters of a link, a form submit or a REST request.
	 *
	 * @param array<string, mixed> $params Raw parameters (unslashed).
	 * @param bool                 $strict True: a bad parameter gives a 400 WP_Error; false: it is dropped.
	 * @return self|WP_Error
	 */
	public static function from_params( array $params, bool $strict = true ) {
		$reader = new ParamReader( self::unalias( $params ), $strict );
		// The ranges dropdown or radio of a plain submit (spec 5); min_price and max_price win when sent as well.
		$range  = $reader->price_range( 'price_range' );
		$state  = new self(
			$reader->terms(),
			$reader->price( 'min_price' ) ?? $range[0] ?? null,
			$reader->price( 'max_price' ) ?? $range[1] ?? null,
			$reader->integer( 'min_rating', 1, 5 ),
			'instock' === $reader->text( 'stock', 20 ),
			in_array( $reader->text( 'on_sale', 5 ), [ '1', 'yes', 'true' ], true ),
			$reader->choice( 'orderby', self::ORDERS ),
			$reader->integer( 'per_page', 1, self::MAX_PER_PAGE ),
			$reader->integer( 'paged', 1, PHP_INT_MAX ) ?? 1,
			$reader->text( 'sku', self::MAX_SKU_LENGTH ),
			'1' === $reader->text( 'filter', 5 ),
		);
		$state = $state->with_valid_price_range( $reader );
		return $reader->error() ?? $state;
	}

	/** The same filter on another page, of another size. */
	public function with_page( int $paged, int $per_page ): self {
		return new self( $this->terms, $this->min_price, $this->max_price, $this->min_rating, $this->in_stock, $this->on_sale, $this->orderby, $per_page, $paged, $this->sku, $this->marked );
	}

	/** Whether any filter (not just ordering or paging) is set. */
	public function is_filtered(): bool {
		return $this->active_facet_count() > 0;
	}

	/** Active facets: each taxonomy with slugs, the price range, rating, stock, sale and SKU count once. */
	public function active_facet_count(): int {
		return count( $this->terms ) + (int) ( null !== $this->min_price || null !== $this->max_price )
			+ (int) ( null !== $this->min_rating ) + (int) $this->in_stock + (int) $this->on_sale + (int) ( '' !== $this->sku );
	}

	/**
	 * The state as query arguments in the canonical form (comma lists, no aliases, sorted), for links and ETags.
	 *
	 * @return array<string, string>
	 */
	public function to_query_args(): array {
		$args  = [ 'filter' => '1' ];
		$terms = $this->terms;
		ksort( $terms );
		foreach ( $terms as $taxonomy => $slugs ) {
			$args[ $taxonomy ] = implode( ',', $slugs );
		}
		$optional = [
			'min_price'  => null === $this->min_price ? null : self::price_text( $this->min_price ),
			'max_price'  => null === $this->max_price ? null : self::price_text( $this->max_price ),
			'min_rating' => $this->min_rating,
			'stock'      => $this->in_stock ? 'instock' : null,
			'on_sale'    => $this->on_sale ? '1' : null,
			'sku'        => '' === $this->sku ? null : $this->sku,
			'orderby'    => '' === $this->orderby ? null : $this->orderby,
			'per_page'   => $this->per_page,
			'paged'      => $this->paged > 1 ? $this->paged : null,
		];
		foreach ( $optional as $name => $value ) {
			if ( null !== $value ) {
				$args[ $name ] = (string) $value;
			}
		}
		return $args;
	}

	/**
	 * The replaced plugin's names mapped to ours; ours win when both are present. Its sort orders become WooCommerce's
	 * nearest, or the default (OrderAliases).
	 *
	 * @param array<string, mixed> $params Raw parameters.
	 * @return array<string, mixed>
	 */
	private static function unalias( array $params ): array {
		$aliases = [ 'swoof' => 'filter', 'perpage' => 'per_page', 'woof_sku' => 'sku' ];
		foreach ( $aliases as $alias => $name ) {
			if ( isset( $params[ $alias ] ) && ! isset( $params[ $name ] ) ) {
				$params[ $name ] = $params[ $alias ];
			}
		}
		if ( isset( $params['onsales'] ) && 'salesonly' === $params['onsales'] && ! isset( $params['on_sale'] ) ) {
			$params['on_sale'] = '1';
		}
		if ( isset( $params['orderby'] ) && is_string( $params['orderby'] ) ) {
			$params['orderby'] = OrderAliases::nearest( $params['orderby'], is_string( $params['order'] ?? null ) ? $params['order'] : '' );
		}
		return $params;
	}

	/**
	 * Spec 5: a range whose maximum is below its minimum, or whose minimum is negative, removes both bounds
	 * (strictly: a 400).
	 */
	private function with_valid_price_range( ParamReader $reader ): self {
		$negative = $reader->is_negative( 'min_price' );
		if ( ! $negative && ( null === $this->min_price || null === $this->max_price || $this->max_price >= $this->min_price ) ) {
			return $this;
		}
		if ( ! $negative ) {
			$reader->fail( 'max_price', __( 'The highest price is below the lowest price.', 'shop-filter' ) );
		}
		return new self( $this->terms, null, null, $this->min_rating, $this->in_stock, $this->on_sale, $this->orderby, $this->per_page, $this->paged, $this->sku, $this->marked );
	}

	/** A price with at most 2 decimals and no trailing zeros. */
	private static function price_text( float $price ): string {
		return rtrim( rtrim( number_format( $price, 2, '.', '' ), '0' ), '.' );
	}
}
