<?php
/**
 * The builds of the sets that failed in a row, and when the next may be tried.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * A build that met a database error (a restart, a lost connection) is tried again at the next run of Action
 * Scheduler's queue, so the sets catch up with the index within a cron run. One that keeps failing (an error that does
 * not pass) is tried after 1, 2, 4 … up to 60 minutes, so it fills the scheduled actions' log with one failure an hour,
 * not one a minute.
 */
final class SetsBuildFailures {

	/** ['count' => failures in a row, 'at' => time of the last, 'message' => its reason] (not autoloaded). */
	public const OPTION = 'shop_filter_sets_failures';

	/** The longest wait between two tries, in seconds. */
	private const LONGEST_WAIT = HOUR_IN_SECONDS;

	/**
	 * Records one more failure in a row.
	 *
	 * @param string $message Its reason, as Action Scheduler logs it.
	 */
	public static function record( string $message ): void {
		$failures = self::read();
		update_option(
			self::OPTION,
			[
				'count'   => $failures['count'] + 1,
				'at'      => time(),
				'message' => $message,
			],
			false
		);
	}

	/**
	 * The failures in a row, for the index's status (the settings screen says so while the answers lag behind).
	 *
	 * @return array{count: int, at: string, message: string}|null Null: the last build ran.
	 */
	public static function last(): ?array {
		$failures = self::read();
		if ( 0 === $failures['count'] ) {
			return null;
		}
		return [
			'count'   => $failures['count'],
			'at'      => gmdate( 'c', $failures['at'] ),
			'message' => $failures['message'],
		];
	}

	/** Forgets the failures once a build ran. */
	public static function clear(): void {
		if ( false !== get_option( self::OPTION ) ) {
			delete_option( self::OPTION );
		}
	}

	/** Whether another try is due: after the first failure at once, then after a wait that doubles. */
	public static function retry_due(): bool {
		$failures = self::read();
		if ( $failures['count'] < 2 ) {
			return true;
		}
		$wait = min( MINUTE_IN_SECONDS * 2 ** min( $failures['count'] - 2, 6 ), self::LONGEST_WAIT );
		return time() - $failures['at'] >= $wait;
	}

	/**
	 * @return array{count: int, at: int, message: string}
	 */
	private static function read(): array {
		$stored = get_option( self::OPTION );
		$stored = is_array( $stored ) ? $stored : [];
		return [
			'count'   => max( 0, (int) ( $stored['count'] ?? 0 ) ),
			'at'      => (int) ( $stored['at'] ?? 0 ),
			'message' => (string) ( $stored['message'] ?? '' ),
		];
	}
}
