<?php
/**
 * Daily deletion of statistics older than the retention setting.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Service;
use ShopConsent\Settings\Settings;

use const ShopConsent\FILE;

/**
 * Schedules `shop_consent_purge_statistics` daily when it is missing (at init, so activation and upgrades get it)
 * and unschedules it on deactivation. Each run deletes daily totals and per-visit rows of days before the
 * retention (`statistics.retention_days`) and the rate-limit counters of past windows.
 */
final class StatisticsPurge implements Service {

	public const HOOK = 'shop_consent_purge_statistics';

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( self::HOOK, [ $this, 'run' ] );
		add_action( 'init', [ $this, 'schedule' ] );
		register_deactivation_hook( FILE, [ self::class, 'unschedule' ] );
	}

	/**
	 * Schedules the daily event when it is missing.
	 */
	public function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Removes the event.
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Deletes what is older than the retention.
	 *
	 * @param int|null $now Unix time (tests); now by default.
	 * @return array{pages: int, referrers: int, visits: int, clients: int} Rows deleted per table.
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
		$deleted['clients'] = ClientLimiter::forget_before( intdiv( $now, CollectorConfig::WINDOW ) );
		return $deleted;
	}
}
