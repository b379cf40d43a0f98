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
 * database restarted would store empty sets as the index's own, and the shop would show no products until the next
 * change. wpdb adds every failed query to the global $EZSQL_ERROR (what WordPress's database error reporting reads,
 * database drop-ins included), so a watch started before the work tells whether any query of it failed.
 */
final class DatabaseErrorWatch {

	/** Errors recorded before the watch started. */
	private int $before;

	/** Starts watching. */
	public function __construct() {
		$this->before = self::recorded();
	}

	/**
	 * Throws when a query failed since the watch started.
	 *
	 * @param string $during What was being done, for the message.
	 * @throws SetsNotBuilt With the first error since the watch started.
	 */
	public function check( string $during ): void {
		global $EZSQL_ERROR;
		if ( self::recorded() > $this->before ) {
			$error = $EZSQL_ERROR[ $this->before ]['error_str'] ?? '';
			throw new SetsNotBuilt(
				sprintf(
					/* translators: 1: what the build was doing, e.g. "reading the index", 2: the database's error message. */
					__( 'The product filter’s sets were not built: the database failed while %1$s (%2$s). The build is tried again at the next run of the scheduled actions.', 'shop-filter' ),
					$during,
					'' !== $error ? $error : __( 'no message', 'shop-filter' )
				)
			);
		}
	}

	/** Failed queries this request (or process) has recorded. */
	private static function recorded(): int {
		global $EZSQL_ERROR;
		return is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
	}
}
