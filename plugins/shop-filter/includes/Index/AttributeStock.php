<?php
/**
 * Which variable products have an attribute value in stock, read from the variations' index rows.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * A variable product has a value in stock when one of its variations in stock has that value, or leaves the
 * attribute open ("any colour", or an attribute not used for variations: the product's own values then apply).
 * This is the rule of WooCommerce's attribute lookup table, which its own filters use when out-of-stock products are
 * hidden: each attribute is checked on its own, not all of them on one variation.
 */
final class AttributeStock {

	/**
	 * The stock levels kept per attribute value: in stock only (the "in stock" filter), and in stock or on backorder
	 * (what WooCommerce's "hide out of stock items" still shows).
	 */
	public const LEVELS = [
		'1'  => [ ProductRows::STOCK_IN ],
		'12' => [ ProductRows::STOCK_IN, ProductRows::STOCK_BACKORDER ],
	];

	/** The sets' group of an attribute at a stock level ('pa_color@1'). */
	public static function group( string $taxonomy, string $level ): string {
		return $taxonomy . '@' . $level;
	}

	/**
	 * Products that have variations in the index.
	 *
	 * @return list<int>
	 */
	public static function variable_products(): array {
		global $wpdb;
		$index = IndexTables::index();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table, no input.
		return array_map( 'intval', $wpdb->get_col( "SELECT DISTINCT parent_id FROM $index WHERE facet = 'stock' AND parent_id > 0" ) );
	}

	/**
	 * Attribute values that variable products have through a variation of one of the given stock values.
	 *
	 * @param list<int> $stock_values ProductRows::STOCK_* values.
	 * @return array<string, array<string, list<int>>> Taxonomy => term id => product ids.
	 */
	public static function variation_values( array $stock_values ): array {
		global $wpdb;
		$index = IndexTables::index();
		$in    = implode( ',', array_map( 'intval', $stock_values ) );
		$wpdb->query( 'SET SESSION group_concat_max_len = 67108864' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table, integers only.
		$rows = $wpdb->get_results(
			"SELECT facet, value, GROUP_CONCAT(DISTINCT product) AS ids FROM (
				SELECT a.facet, a.value, a.parent_id AS product FROM $index s
				JOIN $index a ON a.object_id = s.object_id AND a.facet LIKE 'pa\\_%'
				WHERE s.facet = 'stock' AND s.value IN ($in) AND s.parent_id > 0
				UNION ALL
				SELECT p.facet, p.value, p.object_id FROM $index s
				JOIN $index p ON p.object_id = s.parent_id AND p.facet LIKE 'pa\\_%'
				LEFT JOIN $index a ON a.object_id = s.object_id AND a.facet = p.facet
				WHERE s.facet = 'stock' AND s.value IN ($in) AND s.parent_id > 0 AND a.object_id IS NULL
			) found GROUP BY facet, value",
			ARRAY_A
		);
		// phpcs:enable
		$wpdb->flush(); // wpdb keeps a copy of the last result set.
		$values = [];
		foreach ( (array) $rows as $row ) {
			$values[ (string) $row['facet'] ][ (string) $row['value'] ] = array_map( 'intval', explode( ',', (string) $row['ids'] ) );
		}
		return $values;
	}
}
