<?php
/**
 * Builds the sets from the index and WooCommerce's product lookup table.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Query\SkuSearch;

defined( 'ABSPATH' ) || exit;

/**
 * Reads each (facet, value) as one GROUP_CONCAT row, so the build holds one id list at a time instead of every index
 * row as a PHP array (hundreds of megabytes at 50,000 products). A variable product carries its variations'
 * attributes and sale; stock comes from the product's own row, which WooCommerce keeps as the summary of its
 * variations. Each attribute also has sets per stock level, for "red and in stock": a variable product is in them
 * only through a variation that has the value and that stock (AttributeStock). Sort orders follow WooCommerce's catalogue ordering (WC_Query::get_catalog_ordering_args(): price
 * ascending then id ascending; date, price descending, popularity and rating descending then id descending). The
 * numeric ones are sorted here from one query (slots are in id order, so a slot is the id's tie-break); a query per
 * order with its own sort took ~200 ms each at 50,000 products.
 */
final class SetBuilder {

	/** WooCommerce's default order, sorted by the database: titles compare in the column's collation. */
	private const MENU_ORDER = 'p.menu_order ASC, p.post_title ASC, p.ID ASC';

	/**
	 * Every blob: group => value => data; group '_slots' holds the packed product ids.
	 *
	 * @return array<string, array<string, string>>
	 */
	public function build(): array {
		global $wpdb;
		// ~75 MB at 50,000 products: as WordPress does for its own heavy tasks, up to WP_MAX_MEMORY_LIMIT (256 MB).
		wp_raise_memory_limit( 'shop_filter_sets' );
		$index = IndexTables::index();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables, no input.
		// Every indexed product has exactly one stock row of its own: read through the (facet, value) key, not a scan.
		$ids = array_map( 'intval', $wpdb->get_col( "SELECT object_id FROM $index WHERE facet = 'stock' AND parent_id = 0 ORDER BY object_id" ) );
		// phpcs:enable
		$slot_of = array_flip( $ids );
		$bytes   = intdiv( count( $ids ) + 7, 8 );
		$groups  = [ '_slots' => [ '' => pack( 'N*', ...$ids ) ] ];

		$groups += $this->facets( $slot_of, $bytes );
		$groups += $this->attributes_in_stock( $groups, $slot_of, $bytes );
		$groups['_mask']  = $this->masks( $slot_of, $bytes );
		$groups['_price'] = $this->prices( $slot_of );
		$groups['_sku']   = [ '' => SkuSearch::build( $slot_of ) ];
		$wpdb->flush(); // wpdb keeps a copy of the last result set.
		$groups['_order'] = $this->orders( $slot_of ) + [
			'price'      => $groups['_price']['by_min'],
			'price-desc' => $groups['_price']['by_max'],
		];
		return $groups;
	}

	/**
	 * The (facet, value) sets.
	 *
	 * @param array<int, int> $slot_of Product id => slot.
	 * @return array<string, array<string, string>>
	 */
	private function facets( array $slot_of, int $bytes ): array {
		global $wpdb;
		$index = IndexTables::index();
		$wpdb->query( 'SET SESSION group_concat_max_len = 67108864' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows   = $wpdb->get_results(
			"SELECT facet, value, GROUP_CONCAT(DISTINCT IF(parent_id = 0, object_id, parent_id)) AS ids FROM $index
			WHERE parent_id = 0 OR facet <> 'stock' GROUP BY facet, value",
			ARRAY_A
		);
		$wpdb->flush(); // wpdb keeps a copy of the last result set.
		$groups = [];
		foreach ( (array) $rows as $row ) {
			$slots = [];
			foreach ( explode( ',', (string) $row['ids'] ) as $id ) {
				if ( isset( $slot_of[ (int) $id ] ) ) {
					$slots[] = $slot_of[ (int) $id ];
				}
			}
			$groups[ (string) $row['facet'] ][ (string) $row['value'] ] = Bits::from_slots( $slots, $bytes );
		}
		return $groups;
	}

	/**
	 * Per attribute value, the products that have it in stock ('pa_color@1') and in stock or on backorder
	 * ('pa_color@12', for shops that hide out-of-stock products): products without variations through their own stock,
	 * variable products through their variations'.
	 *
	 * @param array<string, array<string, string>> $groups  The facet sets built so far.
	 * @param array<int, int>                      $slot_of Product id => slot.
	 * @return array<string, array<string, string>>
	 */
	private function attributes_in_stock( array $groups, array $slot_of, int $bytes ): array {
		$none     = Bits::none( $bytes );
		$variable = Bits::from_slots( $this->slots_of( AttributeStock::variable_products(), $slot_of ), $bytes );
		$sets     = [];
		foreach ( AttributeStock::LEVELS as $level => $stock_values ) {
			$stock = Bits::union( array_map( static fn ( int $value ): string => $groups['stock'][ (string) $value ] ?? $none, $stock_values ), $bytes );
			$plain = $stock & ~$variable;
			$found = AttributeStock::variation_values( $stock_values );
			foreach ( $groups as $facet => $values ) {
				if ( ! str_starts_with( (string) $facet, 'pa_' ) ) {
					continue;
				}
				foreach ( $values as $value => $bits ) {
					$through_variations = Bits::from_slots( $this->slots_of( $found[ $facet ][ $value ] ?? [], $slot_of ), $bytes );
					$sets[ AttributeStock::group( (string) $facet, (string) $level ) ][ (string) $value ] = ( $bits & $plain ) | $through_variations;
				}
			}
		}
		return $sets;
	}

	/**
	 * Slots of the given product ids that have one.
	 *
	 * @param list<int>       $ids     Product ids.
	 * @param array<int, int> $slot_of Product id => slot.
	 * @return list<int>
	 */
	private function slots_of( array $ids, array $slot_of ): array {
		$slots = [];
		foreach ( $ids as $id ) {
			if ( isset( $slot_of[ $id ] ) ) {
				$slots[] = $slot_of[ $id ];
			}
		}
		return $slots;
	}

	/**
	 * Catalogue and search visibility: products not hidden from the catalogue, and not hidden from search.
	 *
	 * @param array<int, int> $slot_of Product id => slot.
	 * @return array<string, string>
	 */
	private function masks( array $slot_of, int $bytes ): array {
		global $wpdb;
		$masks = [];
		foreach ( [ 'catalog' => 'exclude-from-catalog', 'search' => 'exclude-from-search' ] as $name => $term ) {
			$hidden = array_flip(
				array_map(
					'intval',
					$wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
						$wpdb->prepare(
							"SELECT tr.object_id FROM $wpdb->term_relationships tr
							JOIN $wpdb->term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_visibility'
							JOIN $wpdb->terms t ON t.term_id = tt.term_id AND t.slug = %s",
							$term
						)
					)
				)
			);
			$slots = [];
			foreach ( $slot_of as $id => $slot ) {
				if ( ! isset( $hidden[ $id ] ) ) {
					$slots[] = $slot;
				}
			}
			$masks[ $name ] = Bits::from_slots( $slots, $bytes );
		}
		return $masks;
	}

	/**
	 * The orders other than price's, as packed slots (unsigned 32-bit, big-endian).
	 *
	 * @param array<int, int> $slot_of Product id => slot.
	 * @return array<string, string>
	 */
	private function orders( array $slot_of ): array {
		global $wpdb;
		$published = "FROM $wpdb->posts p LEFT JOIN {$wpdb->prefix}wc_product_meta_lookup l ON l.product_id = p.ID
			WHERE p.post_type = 'product' AND p.post_status = 'publish'";
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- constants.
		$menu_order = $wpdb->get_col( "SELECT p.ID $published ORDER BY " . self::MENU_ORDER );
		$rows       = $wpdb->get_results( "SELECT p.ID, p.post_date, COALESCE(l.total_sales, 0), COALESCE(l.average_rating, 0), COALESCE(l.rating_count, 0) $published", ARRAY_N );
		// phpcs:enable
		$wpdb->flush(); // wpdb keeps a copy of the last result set.
		$slots  = [];
		$column = [ [], [], [], [] ];
		foreach ( (array) $rows as $row ) {
			$slot = $slot_of[ (int) $row[0] ] ?? null;
			if ( null !== $slot ) {
				$slots[]     = $slot;
				$column[0][] = (string) $row[1];
				$column[1][] = (float) $row[2];
				$column[2][] = (float) $row[3];
				$column[3][] = (int) $row[4];
			}
		}
		[ $date, $sales, $rating, $rating_count ] = $column;
		$by_date = $slots;
		array_multisort( $date, SORT_DESC, SORT_STRING, $by_date, SORT_DESC, SORT_NUMERIC );
		$by_sales = $slots;
		array_multisort( $sales, SORT_DESC, SORT_NUMERIC, $by_sales, SORT_DESC, SORT_NUMERIC );
		$by_rating = $slots;
		array_multisort( $rating, SORT_DESC, SORT_NUMERIC, $rating_count, SORT_DESC, SORT_NUMERIC, $by_rating, SORT_DESC, SORT_NUMERIC );
		return [
			'menu_order' => pack( 'N*', ...array_values( array_filter( array_map( static fn ( $id ): ?int => $slot_of[ (int) $id ] ?? null, $menu_order ), 'is_int' ) ) ),
			'date'       => pack( 'N*', ...$by_date ),
			'popularity' => pack( 'N*', ...$by_sales ),
			'rating'     => pack( 'N*', ...$by_rating ),
		];
	}

	/**
	 * Prices per slot from WooCommerce's lookup table, laid out by PriceSteps.
	 *
	 * @param array<int, int> $slot_of Product id => slot.
	 * @return array<string, string>
	 */
	private function prices( array $slot_of ): array {
		global $wpdb;
		$min = array_fill( 0, count( $slot_of ), 0.0 );
		$max = $min;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		foreach ( (array) $wpdb->get_results( "SELECT product_id, min_price, max_price FROM {$wpdb->prefix}wc_product_meta_lookup", ARRAY_N ) as $row ) {
			$slot = $slot_of[ (int) $row[0] ] ?? null;
			if ( null !== $slot ) {
				$min[ $slot ] = (float) $row[1];
				$max[ $slot ] = (float) $row[2];
			}
		}
		return PriceSteps::build( $min, $max, intdiv( count( $slot_of ) + 7, 8 ) );
	}
}
