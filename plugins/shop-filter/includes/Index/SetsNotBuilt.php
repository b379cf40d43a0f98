<?php
/**
 * A build of the sets that did not happen.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by a build of the sets that met a database error, before anything of it is what requests read: Action
 * Scheduler marks the build's action failed with this message (Tools › Scheduled Actions), and SetsRefresh tries again.
 */
final class SetsNotBuilt extends \RuntimeException {

	/**
	 * Throws when a query failed since the watch started.
	 *
	 * @param DatabaseErrorWatch $errors Started before the build.
	 * @param string             $during What the build was doing, for the message.
	 * @throws self With the database's message.
	 */
	public static function unless_clean( DatabaseErrorWatch $errors, string $during ): void {
		$error = $errors->first_error();
		if ( null !== $error ) {
			throw new self(
				sprintf(
					/* translators: 1: what the build was doing, e.g. "reading the index", 2: the database's error message. */
					__( 'The product filter’s sets were not built: the database failed while %1$s (%2$s). The build is tried again at the next run of the scheduled actions.', 'shop-filter' ),
					$during, // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a log message, escaped where shown.
					$error // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
				)
			);
		}
	}
}
