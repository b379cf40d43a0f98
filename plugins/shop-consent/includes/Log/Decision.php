<?php
/**
 * The kind of a logged decision: accept all, reject or custom.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

use ShopConsent\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Accept all = every optional category allowed; reject = none; custom = the rest. One rule for the rows shown in
 * the admin, the CSV export and the per-day rates computed in SQL.
 */
final class Decision {

	public const ACCEPT_ALL = 'accept_all';

	public const REJECT = 'reject';

	public const CUSTOM = 'custom';

	public const KINDS = [ self::ACCEPT_ALL, self::REJECT, self::CUSTOM ];

	/**
	 * The kind of one row.
	 *
	 * @param array<string, mixed> $row A log row (optional categories as 0/1).
	 */
	public static function of( array $row ): string {
		$allowed = self::allowed( $row );
		if ( count( SettingsSchema::OPTIONAL_CATEGORIES ) === $allowed ) {
			return self::ACCEPT_ALL;
		}
		return 0 === $allowed ? self::REJECT : self::CUSTOM;
	}

	/**
	 * SQL counting each kind (columns accept_all, reject, custom), for a GROUP BY over the log table.
	 */
	public static function sql_counts(): string {
		$sum = implode( ' + ', SettingsSchema::OPTIONAL_CATEGORIES );
		$all = count( SettingsSchema::OPTIONAL_CATEGORIES );
		return "SUM( {$sum} = {$all} ) AS accept_all, SUM( {$sum} = 0 ) AS reject, SUM( {$sum} > 0 AND {$sum} < {$all} ) AS custom";
	}

	/**
	 * @param array<string, mixed> $row A log row.
	 */
	private static function allowed( array $row ): int {
		$allowed = 0;
		foreach ( SettingsSchema::OPTIONAL_CATEGORIES as $category ) {
			$allowed += 1 === (int) ( $row[ $category ] ?? 0 ) ? 1 : 0;
		}
		return $allowed;
	}
}
