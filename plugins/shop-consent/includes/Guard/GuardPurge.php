<?php
/**
 * Daily deletion of past rate-limit counters and past days' salts.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

defined( 'ABSPATH' ) || exit;

/**
 * What `shop_consent_purge_guard` runs daily (Cron\DailyPurge schedules it, wired in Plugin). The first write of a
 * day already deletes the salts of earlier days; this covers days without any write.
 */
final class GuardPurge {

	public const HOOK = 'shop_consent_purge_guard';

	/**
	 * Deletes counters of windows that are over and the salts of days before today.
	 *
	 * @param int|null $now Unix time (tests); now by default.
	 * @return array{rate_limits: int, salts: int} Rows deleted per table.
	 */
	public function run( ?int $now = null ): array {
		$now = $now ?? time();
		return [
			'rate_limits' => GuardTables::limiter()->counters->purge( $now ),
			'salts'       => DailySalt::forget_before( gmdate( 'Y-m-d', $now ) ),
		];
	}
}
