<?php
/**
 * Notices the database errors of a piece of work.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * wpdb answers a failed query with an empty result and goes on: a build of the sets whose index reads failed while the
 * database restarted would store empty sets as the index's own (the shop showing no products until the next change),
 * and a product's index write whose insert failed after its delete would leave the product out of the filter. wpdb
 * adds every failed query to the global $EZSQL_ERROR (what WordPress's database error reporting reads, database
 * drop-ins included), so a watch started before the work tells whether any query of it failed.
 */
final class DatabaseErrorWatch {

	/** Errors recorded before the watch started. */
	private int $before;

	/** Starts watching. */
	public function __construct() {
		$this->before = self::recorded();
	}

	/**
	 * @return string|null The database's message for the first query that failed since the watch started; null: none.
	 */
	public function first_error(): ?string {
		global $EZSQL_ERROR;
		if ( self::recorded() <= $this->before ) {
			return null;
		}
		$error = (string) ( $EZSQL_ERROR[ $this->before ]['error_str'] ?? '' );
		return '' !== $error ? $error : __( 'no message', 'shop-filter' );
	}

	/** Failed queries this request (or process) has recorded. */
	private static function recorded(): int {
		global $EZSQL_ERROR;
		return is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
	}
}
