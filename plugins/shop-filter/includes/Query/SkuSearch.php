<?php
/**
 * Products whose SKU, or a variation's, contains a text.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Index\Sets;

defined( 'ABSPATH' ) || exit;

/**
 * Searched in the sets' SKU list (one "sku<TAB>slot" line per product and variation SKU, lower case, a variation's
 * slot being its product's), built from WooCommerce's lookup table: one regular expression over ~1 MB at 50,000
 * products takes a few milliseconds, where `LIKE '%…%'` over the lookup table took 13-20 ms. The text is literal
 * (no wildcards); case is ignored.
 */
final class SkuSearch {

	/**
	 * Slots of the matching products.
	 *
	 * @return list<int>
	 */
	public function slots( Sets $sets, string $text ): array {
		$needle = preg_quote( mb_strtolower( $text ), '/' );
		if ( '' === $needle || ! preg_match_all( '/^[^\t\n]*' . $needle . '[^\t\n]*\t(\d+)$/mu', $sets->blob( '_sku', '' ), $matches ) ) {
			return [];
		}
		return array_values( array_unique( array_map( 'intval', $matches[1] ) ) );
	}

	/**
	 * The SKU list for the sets.
	 *
	 * @param array<int, int> $slot_of Product id => slot.
	 */
	public static function build( array $slot_of ): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows  = $wpdb->get_results(
			"SELECT IF(p.post_type = 'product_variation', p.post_parent, p.ID), l.sku FROM {$wpdb->prefix}wc_product_meta_lookup l
			JOIN $wpdb->posts p ON p.ID = l.product_id WHERE l.sku <> ''",
			ARRAY_N
		);
		$lines = '';
		foreach ( (array) $rows as [ $id, $sku ] ) {
			if ( isset( $slot_of[ (int) $id ] ) ) {
				$lines .= str_replace( [ "\t", "\n" ], ' ', mb_strtolower( (string) $sku ) ) . "\t" . $slot_of[ (int) $id ] . "\n";
			}
		}
		$wpdb->flush();
		return $lines;
	}
}
