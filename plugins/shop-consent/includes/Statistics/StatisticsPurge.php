<?php
/**
 * Daily deletion of statistics older than the retention setting.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * What `shop_consent_purge_statistics` runs daily (Cron\DailyPurge schedules it, wired in Plugin): deletes daily
 * totals and per-visit rows of days before the retention (`statistics.retention_days`).
 */
final class StatisticsPurge {

	public const HOOK = 'shop_consent_purge_statistics';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Deletes what is older than the retention.
	 *
	 * @param int|null $now Unix time (tests); now by default.
	 * @return array{pages: int, referrers: int, visits: int} Rows deleted per table.
	 */
	public function run( ?int $now = null ): array {
		global $wpdb;
		$now     = $now ?? time();
		$days    = max( 1, (int) $this->settings->get()['statistics']['retention_days'] );
		$first   = gmdate( 'Y-m-d', $now - ( $days - 1 ) * DAY_IN_SECONDS );
		$deleted = [];
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$name = StatisticsTables::name( $table );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
			$deleted[ $table ] = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$name} WHERE day < %s", $first ) );
		}
		return $deleted;
	}
}
