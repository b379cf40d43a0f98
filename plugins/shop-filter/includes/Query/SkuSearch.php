<?php
/**
 * Products whose SKU, or a variation's, contains a text.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

defined( 'ABSPATH' ) || exit;

/**
 * Searched in WooCommerce's lookup table, which holds every product's and variation's SKU; a variation's match counts
 * for its product. LIKE wildcards in the text are escaped.
 */
final class SkuSearch {

	/**
	 * Product ids (never variation ids).
	 *
	 * @return list<int>
	 */
	public function product_ids( string $text ): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT DISTINCT IF(p.post_type = 'product_variation', p.post_parent, p.ID) FROM {$wpdb->prefix}wc_product_meta_lookup l
				JOIN $wpdb->posts p ON p.ID = l.product_id WHERE l.sku LIKE %s",
				'%' . $wpdb->esc_like( $text ) . '%'
			)
		);
		return array_map( 'intval', $ids );
	}
}
