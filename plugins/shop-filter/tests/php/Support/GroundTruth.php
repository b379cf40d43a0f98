<?php
/**
 * The expected answer of a filter, from plain WordPress queries.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests\Support;

use WP_Query;

/**
 * What the engine must match, asked the slow, obvious way: WP_Query with tax_query and meta_query (taxonomy terms of
 * the product, children included; stock status; rating) and WooCommerce's lookup table for prices, WooCommerce's
 * product objects for sales. Variable products carry their variations' colours as terms, as WooCommerce saves them.
 */
trait GroundTruth {

	/**
	 * Product ids matching the parameters, ascending.
	 *
	 * @param array<string, string> $params     Filter parameters (comma lists).
	 * @param string                $visibility 'catalog' or 'search'.
	 * @return list<int>
	 */
	protected function expected_ids( array $params, string $visibility = 'catalog', bool $hide_out_of_stock = false ): array {
		$tax_query  = [
			'relation' => 'AND',
			[
				'taxonomy' => 'product_visibility',
				'field'    => 'slug',
				'terms'    => [ 'catalog' === $visibility ? 'exclude-from-catalog' : 'exclude-from-search' ],
				'operator' => 'NOT IN',
			],
		];
		$meta_query = [ 'relation' => 'AND' ];
		foreach ( $params as $name => $value ) {
			if ( 'product_cat' === $name || 'product_tag' === $name || str_starts_with( $name, 'pa_' ) ) {
				$tax_query[] = [ 'taxonomy' => $name, 'field' => 'slug', 'terms' => explode( ',', $value ), 'include_children' => true ];
			}
		}
		if ( isset( $params['stock'] ) ) {
			$meta_query[] = [ 'key' => '_stock_status', 'value' => 'instock' ];
		}
		if ( $hide_out_of_stock ) {
			$meta_query[] = [ 'key' => '_stock_status', 'value' => 'outofstock', 'compare' => '!=' ];
		}
		if ( isset( $params['min_rating'] ) ) {
			$meta_query[] = [ 'key' => '_wc_average_rating', 'value' => $params['min_rating'], 'compare' => '>=', 'type' => 'DECIMAL(3,2)' ];
		}
		$query = new WP_Query(
			[
				'post_type'        => 'product',
				'post_status'      => 'publish',
				'fields'           => 'ids',
				'posts_per_page'   => -1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'tax_query'        => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_query'       => $meta_query, // phpcs:ignore WordPress.DB.SlowDBQuery
				'suppress_filters' => true,
			]
		);
		$ids = array_map( 'intval', $query->posts );
		$in  = isset( $params['stock'] ) ? [ 'instock' ] : ( $hide_out_of_stock ? [ 'instock', 'onbackorder' ] : [] );
		foreach ( $in ? $params : [] as $name => $value ) {
			if ( str_starts_with( $name, 'pa_' ) ) {
				$ids = array_values( array_filter( $ids, fn ( int $id ): bool => $this->has_value_in_stock( $id, $name, explode( ',', $value ), $in ) ) );
			}
		}
		if ( isset( $params['on_sale'] ) ) {
			$ids = array_values( array_filter( $ids, static fn ( int $id ): bool => wc_get_product( $id )->is_on_sale( 'edit' ) ) );
		}
		if ( isset( $params['min_price'] ) || isset( $params['max_price'] ) ) {
			$in_range = $this->ids_in_price_range( (float) ( $params['min_price'] ?? 0 ), (float) ( $params['max_price'] ?? PHP_INT_MAX ) );
			$ids      = array_values( array_intersect( $ids, $in_range ) );
		}
		return $ids;
	}

	/**
	 * WooCommerce's rule for an attribute value "in stock": a variable product needs a variation of that stock with the
	 * value (or open to any value, or an attribute not used for variations); any other product its own stock.
	 *
	 * @param list<string> $slugs    Attribute term slugs (OR).
	 * @param list<string> $statuses Stock statuses that count.
	 */
	private function has_value_in_stock( int $id, string $taxonomy, array $slugs, array $statuses ): bool {
		$product = wc_get_product( $id );
		if ( ! $product->is_type( 'variable' ) ) {
			return in_array( $product->get_stock_status(), $statuses, true );
		}
		foreach ( $product->get_children() as $child_id ) {
			$variation = wc_get_product( $child_id );
			$value     = $variation->get_attributes()[ $taxonomy ] ?? '';
			if ( in_array( $variation->get_stock_status(), $statuses, true ) && ( '' === $value ? has_term( $slugs, $taxonomy, $id ) : in_array( $value, $slugs, true ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * WooCommerce's price filter rule over its lookup table.
	 *
	 * @return list<int>
	 */
	protected function ids_in_price_range( float $min, float $max ): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT product_id FROM {$wpdb->prefix}wc_product_meta_lookup WHERE max_price >= %f AND min_price <= %f", $min, $max ) )
		);
	}

	/**
	 * Ascending copy.
	 *
	 * @param list<int> $ids Ids.
	 * @return list<int>
	 */
	protected static function sorted( array $ids ): array {
		sort( $ids );
		return $ids;
	}
}
