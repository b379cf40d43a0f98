<?php
/**
 * Where the filter runs: the listing's base, the form's facets and the shop's settings.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The engine reads no option itself: what it needs from WooCommerce's settings comes through here, so tests and the
 * benchmark can run it with any settings. from_store() reads them from the shop.
 */
final class Context {

	public const FACETS = [ 'product_cat', 'product_tag', 'price', 'rating', 'stock', 'on_sale' ];

	/** Facets that shape the listing (sort order, page size, SKU search): drawn and applied, never counted. */
	public const LISTING_FACETS = [ 'orderby', 'per_page', 'sku' ];

	/**
	 * Constructor.
	 *
	 * @param string       $base_taxonomy     '' on the shop, else product_cat or product_tag.
	 * @param int          $base_term_id      The archive's term.
	 * @param list<string> $facets            Facets the form shows (counts are computed for these).
	 * @param bool         $hide_out_of_stock WooCommerce's "Hide out of stock items from the catalog".
	 * @param string       $visibility        'catalog' (listings) or 'search' (search results).
	 * @param int          $per_page          The shop's products per page.
	 * @param string       $orderby           The shop's default order.
	 */
	public function __construct(
		public readonly string $base_taxonomy = '',
		public readonly int $base_term_id = 0,
		public readonly array $facets = [],
		public readonly bool $hide_out_of_stock = false,
		public readonly string $visibility = 'catalog',
		public readonly int $per_page = 16,
		public readonly string $orderby = 'menu_order',
	) {}

	/**
	 * Whether a form may show a facet: a counted one, a listing one, or a registered attribute.
	 *
	 * @param string $facet Facet key.
	 */
	public static function accepts( string $facet ): bool {
		return in_array( $facet, self::FACETS, true ) || in_array( $facet, self::LISTING_FACETS, true )
			|| ( str_starts_with( $facet, 'pa_' ) && taxonomy_exists( $facet ) );
	}

	/**
	 * The facets whose values get counts (the listing facets have none).
	 *
	 * @return list<string>
	 */
	public function counted_facets(): array {
		return array_values( array_diff( $this->facets, self::LISTING_FACETS ) );
	}

	/**
	 * A context with the shop's settings.
	 *
	 * @param string       $base       '' or "<term_id>-<taxonomy>" (spec 2: the current-category reference).
	 * @param list<string> $facets     The form's facets; a repeat is dropped (each would be counted again, and a request
	 *                                 may name one facet as often as its length allows).
	 * @param string       $visibility 'catalog', or 'search' on search results.
	 * @return self|WP_Error A 400 for a base that is not a product category or tag, or a facet that is unknown.
	 */
	public static function from_store( string $base = '', array $facets = [], string $visibility = 'catalog' ) {
		$taxonomy = '';
		$term_id  = 0;
		if ( '' !== $base ) {
			if ( ! preg_match( '/^(\d+)-(product_cat|product_tag)$/', $base, $match ) || ! term_exists( (int) $match[1], $match[2] ) ) {
				return new WP_Error( 'shop_filter_invalid_param', __( 'base must be "<term id>-product_cat" or "<term id>-product_tag" of an existing term.', 'shop-filter' ), [ 'status' => 400, 'param' => 'base' ] );
			}
			$term_id  = (int) $match[1];
			$taxonomy = $match[2];
		}
		foreach ( $facets as $facet ) {
			if ( ! self::accepts( $facet ) ) {
				/* translators: %s: facet name. */
				return new WP_Error( 'shop_filter_invalid_param', sprintf( __( 'Unknown facet: %s.', 'shop-filter' ), $facet ), [ 'status' => 400, 'param' => 'facets' ] );
			}
		}
		$orderby = (string) apply_filters( 'woocommerce_default_catalog_orderby', get_option( 'woocommerce_default_catalog_orderby', 'menu_order' ) );
		return new self(
			$taxonomy,
			$term_id,
			array_values( array_unique( $facets ) ),
			'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ),
			'search' === $visibility ? 'search' : 'catalog',
			max( 1, wc_get_default_products_per_row() * wc_get_default_product_rows_per_page() ),
			in_array( $orderby, FilterState::ORDERS, true ) ? $orderby : 'menu_order'
		);
	}
}
