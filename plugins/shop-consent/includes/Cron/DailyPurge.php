<?php
/**
 * A daily WP-Cron event that deletes data older than a retention setting.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cron;

use Closure;
use ShopConsent\Kit\BackgroundRequest;
use ShopConsent\Kit\Service;

use const ShopConsent\FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Schedules the hook daily when it is missing (at init of an admin screen, a cron run or WP-CLI, so activation and
 * upgrades get it), runs the purge on it and unschedules it on deactivation. What to delete stays with the data's
 * owner (Log\Purge, Statistics\StatisticsPurge).
 */
final class DailyPurge implements Service {

	/**
	 * Constructor.
	 *
	 * @param string  $hook  The cron hook, also cleared by uninstall.php.
	 * @param Closure $purge Deletes what is older than the retention; called with no argument.
	 */
	public function __construct( private string $hook, private Closure $purge ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( $this->hook, [ $this, 'run' ], 10, 0 );
		// Checked where housekeeping runs (admin screens, cron, WP-CLI), not on every storefront page.
		if ( BackgroundRequest::is() ) {
			add_action( 'init', [ $this, 'schedule' ] );
		}
		register_deactivation_hook( FILE, [ $this, 'unschedule' ] );
	}

	/**
	 * Schedules the daily event when it is missing.
	 */
	public function schedule(): void {
		if ( false === wp_next_scheduled( $this->hook ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', $this->hook );
		}
	}

	/**
	 * Runs the purge (the cron event passes no argument).
	 */
	public function run(): void {
		( $this->purge )();
	}

	/**
	 * Removes the event.
	 */
	public function unschedule(): void {
		wp_clear_scheduled_hook( $this->hook );
	}
}
