<?php
/**
 * Deletes sign-ups nobody confirmed.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\BackgroundRequest;
use ShopSocialIcons\Kit\Service;

use const ShopSocialIcons\FILE;

defined( 'ABSPATH' ) || exit;

/**
 * A daily WP-Cron event deletes pending rows older than MAX_AGE: an address somebody typed without owning it is
 * not kept, and can sign up again. Scheduled at init of an admin screen, a cron run or WP-CLI when missing (so activation and updates get it), cleared on
 * deactivation and by uninstall.php.
 */
final class ExpiryPurge implements Service {

	public const HOOK = 'shop_social_icons_newsletter_purge';

	/** Seven days, in seconds. */
	public const MAX_AGE = 7 * DAY_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 */
	public function __construct( private SubscriberRepository $subscribers ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( self::HOOK, [ $this, 'run' ], 10, 0 );
		// Checked where housekeeping runs (admin screens, cron, WP-CLI), not on every storefront page.
		if ( BackgroundRequest::is() ) {
			add_action( 'init', [ $this, 'schedule' ] );
		}
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
	 * Deletes pending rows older than MAX_AGE.
	 *
	 * @return int Rows deleted.
	 */
	public function run(): int {
		return $this->subscribers->delete_pending_before( time() - self::MAX_AGE );
	}

	/**
	 * Removes the event.
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}
}
