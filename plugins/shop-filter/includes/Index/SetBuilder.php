<?php
/**
 * Builds the sets from the index and WooCommerce's product lookup table.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Reads each (facet, value) as one GROUP_CONCAT row, so the build holds one id list at a time instead of every index
 * row as a PHP array (hundreds of megabytes at 50,000 products). A variable product carries its variations'
 * attributes and sale; stock comes from the product's own row, which WooCommerce keeps as the summary of its
 * variations. Sort orders follow WooCommerce's catalogue ordering (WC_Query::get_catalog_ordering_args()).
 */
final class SetBuilder {

	/** Sort orders: WooCommerce's orderby value => ORDER BY over posts p and wc_product_meta_lookup l. */
	public const ORDERS = [
		'menu_order' => 'p.menu_order ASC, p.post_title ASC, p.ID ASC',
		'date'       => 'p.post_date DESC, p.ID DESC',
		'price'      => 'COALESCE(l.min_price, 0) ASC, p.ID ASC',
		'price-desc' => 'COALESCE(l.max_price, 0) DESC, p.ID DESC',
		'popularity' => 'COALESCE(l.total_sales, 0) DESC, p.ID DESC',
		'rating'     => 'COALESCE(l.average_rating, 0) DESC, COALESCE(l.rating_count, 0) DESC, p.ID DESC',
	];

	/**
	 * Every blob: group => value => data; group '_slots' holds the packed product ids.
	 *
	 * @return array<string, array<string, string>>
	 */
	public function build(): array {
		global $wpdb;
		$index = IndexTables::index();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables, no input.
		$ids = array_map( 'intval', $wpdb->get_col( "SELECT DISTINCT object_id FROM $index WHERE parent_id = 0 ORDER BY object_id" ) );
		// phpcs:enable
		$slot_of = array_flip( $ids );
		$bytes   = intdiv( count( $ids ) + 7, 8 );
		$groups  = [ '_slots' => [ '' => pack( 'N*', ...$ids ) ] ];

		$groups += $this->facets( $slot_of, $bytes );
		$groups['_mask']  = $this->masks( $slot_of, $bytes );
		$groups['_order'] = $this->orders( $slot_of );
		$groups['_price'] = $this->prices( $slot_of );
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
	 * Each sort order as packed slots (unsigned 32-bit, big-endian).
	 *
	 * @param array<int, int> $slot_of Product id => slot.
	 * @return array<string, string>
	 */
	private function orders( array $slot_of ): array {
		global $wpdb;
		$index  = IndexTables::index();
		$orders = [];
		foreach ( self::ORDERS as $name => $order_by ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- constants.
			$ids   = $wpdb->get_col(
				"SELECT p.ID FROM $wpdb->posts p JOIN (SELECT DISTINCT object_id FROM $index WHERE parent_id = 0) i ON i.object_id = p.ID
				LEFT JOIN {$wpdb->prefix}wc_product_meta_lookup l ON l.product_id = p.ID ORDER BY $order_by"
			);
			$slots = [];
			foreach ( $ids as $id ) {
				$slots[] = $slot_of[ (int) $id ];
			}
			$orders[ $name ] = pack( 'N*', ...$slots );
		}
		return $orders;
	}

	/**
	 * Prices per slot (min and max, doubles) and two walks: slots by minimum price up, by maximum price down.
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
		$by_min = $min;
		asort( $by_min );
		$by_max = $max;
		arsort( $by_max );
		return [
			'min'    => pack( 'd*', ...$min ),
			'max'    => pack( 'd*', ...$max ),
			'by_min' => pack( 'N*', ...array_keys( $by_min ) ),
			'by_max' => pack( 'N*', ...array_keys( $by_max ) ),
		];
	}
}
