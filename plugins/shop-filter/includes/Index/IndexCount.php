<?php
/**
 * How many products the index holds, and how many it should.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the tables, not from a rebuild's progress: a rebuild that ran before the catalogue was there (a fresh
 * install, a site seeded after the plugin was activated) reports 0 products, while the saves that followed indexed
 * each product one by one. Every published product has exactly one `stock` row of its own (ProductRows), so those rows
 * count the products in the index.
 */
final class IndexCount {

	/** Products in the index. */
	public static function indexed(): int {
		global $wpdb;
		$table = IndexTables::index();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table WHERE facet = 'stock' AND parent_id = 0" );
	}

	/** Published products: the ones the index should hold. */
	public static function published(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM $wpdb->posts WHERE post_type = 'product' AND post_status = 'publish'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
