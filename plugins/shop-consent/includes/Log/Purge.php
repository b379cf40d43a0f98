<?php
/**
 * Daily deletion of consent-log rows older than the retention setting.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

use ShopConsent\Service;
use ShopConsent\Settings\Settings;

use const ShopConsent\FILE;

/**
 * Schedules `shop_consent_purge_log` daily when it is missing (at boot, so activation and upgrades get it) and
 * unschedules it on deactivation.
 */
final class Purge implements Service {

	public const HOOK = 'shop_consent_purge_log';

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
	 * Deletes the rows older than the retention.
	 *
	 * @return int Rows deleted.
	 */
	public function run(): int {
		$days = max( 1, (int) $this->settings->get()['log_retention_days'] );
		return ConsentLogTable::delete_before( gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ) );
	}
}
