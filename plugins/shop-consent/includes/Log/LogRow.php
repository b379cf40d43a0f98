<?php
/**
 * One consent-log row as the admin reads it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a database row (strings) into typed fields, the time in ISO 8601 UTC, with its decision kind. The REST
 * answer and the CSV export use the same fields in the same order.
 */
final class LogRow {

	/** Column names, in order (also the CSV header). */
	public const FIELDS = [
		'consent_hash',
		'time',
		'decision',
		'strict',
		'thirdparty',
		'advanced',
		'consent_version',
		'text_version',
		'region',
		'source',
	];

	/** Columns read from the table. */
	public const COLUMNS = 'id, consent_hash, created_at, strict, thirdparty, advanced, consent_version, text_version, region, source';

	/**
	 * @param array<string, mixed> $row A row of the table (COLUMNS).
	 * @return array{consent_hash: string, time: string, decision: string, strict: int, thirdparty: int, advanced: int, consent_version: int, text_version: int, region: string, source: string}
	 */
	public static function from_db( array $row ): array {
		return [
			'consent_hash'    => (string) $row['consent_hash'],
			'time'            => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $row['created_at'] . ' UTC' ) ),
			'decision'        => Decision::of( $row ),
			'strict'          => (int) $row['strict'],
			'thirdparty'      => (int) $row['thirdparty'],
			'advanced'        => (int) $row['advanced'],
			'consent_version' => (int) $row['consent_version'],
			'text_version'    => (int) $row['text_version'],
			'region'          => (string) $row['region'],
			'source'          => (string) $row['source'],
		];
	}
}
