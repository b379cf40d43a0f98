<?php
/**
 * Writes the index rows of products.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Replaces a product's rows (its own and its variations') in one delete and one multi-row insert, and bumps the
 * index version so sets, ETags and caches built on the old rows are no longer used.
 */
final class ProductIndex {

	/** Rows per INSERT statement: keeps each statement well under max_allowed_packet. */
	private const INSERT_CHUNK = 1000;

	/**
	 * Re-indexes a product, or the product a variation belongs to.
	 *
	 * @param int $id Product or variation id.
	 */
	public function reindex( int $id ): void {
		$product_id = $this->product_id( $id );
		if ( $product_id <= 0 ) {
			return;
		}
		$product = wc_get_product( $product_id );
		$this->write( [ $product_id ], $product instanceof WC_Product ? ProductRows::for_product( $product ) : [] );
	}

	/**
	 * Re-indexes many products at once (the rebuild's batches): one delete, chunked inserts, one version bump.
	 *
	 * @param list<int> $product_ids Product ids (not variations).
	 */
	public function reindex_many( array $product_ids ): void {
		if ( ! $product_ids ) {
			return;
		}
		_prime_post_caches( $product_ids, true, true );
		$rows = [];
		foreach ( $product_ids as $product_id ) {
			$product = wc_get_product( $product_id );
			if ( $product instanceof WC_Product ) {
				array_push( $rows, ...ProductRows::for_product( $product ) );
			}
		}
		$this->write( $product_ids, $rows );
	}

	/**
	 * Removes a product (with its variations) or a single variation from the index.
	 *
	 * @param int $id Product or variation id.
	 */
	public function remove( int $id ): void {
		$this->write( [ $id ], [] );
	}

	/**
	 * Deletes the rows of the given objects and of their variations, then inserts the new rows.
	 *
	 * @param list<int>                                                                 $ids  Objects whose rows go.
	 * @param list<array{object_id: int, parent_id: int, facet: string, value: int}> $rows Rows to insert.
	 */
	private function write( array $ids, array $rows ): void {
		global $wpdb;
		$errors = new DatabaseErrorWatch();
		$table  = IndexTables::index();
		$in     = implode( ',', array_map( 'intval', $ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
		$wpdb->query( "DELETE FROM $table WHERE object_id IN ($in) OR parent_id IN ($in)" );
		foreach ( array_chunk( $rows, self::INSERT_CHUNK ) as $chunk ) {
			$values = [];
			foreach ( $chunk as $row ) {
				$values[] = $wpdb->prepare( '(%d,%d,%s,%d)', $row['object_id'], $row['parent_id'], $row['facet'], $row['value'] );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- values prepared above.
			$wpdb->query( "INSERT IGNORE INTO $table (object_id,parent_id,facet,value) VALUES " . implode( ',', $values ) );
		}
		$error = $errors->first_error();
		if ( null !== $error ) {
			/**
			 * Fires when a write of the index met a database error: the rows of these objects may be missing or stale
			 * (IndexRepairs writes them again at the next run of Action Scheduler's queue).
			 *
			 * @param list<int> $ids   The objects whose rows were written.
			 * @param string    $error The database's message.
			 */
			do_action( 'shop_filter_index_write_failed', $ids, $error );
		}
		IndexVersion::bump();
	}

	/**
	 * Writes the rows of these objects again: products and variations re-indexed (a variation's product), the rest
	 * (deleted since) removed.
	 *
	 * @param list<int> $ids Object ids, as a failed write had them.
	 */
	public function rewrite( array $ids ): void {
		$products = [];
		foreach ( $ids as $id ) {
			$product_id = $this->product_id( $id );
			if ( $product_id > 0 ) {
				$products[ $product_id ] = $product_id;
			} else {
				$this->remove( $id );
			}
		}
		$this->reindex_many( array_values( $products ) );
	}

	/** The product a variation belongs to, or the id itself; 0 for anything that is not a product. */
	private function product_id( int $id ): int {
		$type = get_post_type( $id );
		if ( 'product_variation' === $type ) {
			return (int) wp_get_post_parent_id( $id );
		}
		return 'product' === $type ? $id : 0;
	}
}
