<?php
/**
 * Keeps the processed-events table installed and pruned.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

use ShopStripeGateway\Kit\BackgroundRequest;
use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Installs or upgrades the table at boot and on admin_init (the plugin boots on plugins_loaded, after an activation
 * hook would run, and updates arrive without reactivation), and schedules the daily prune on WP-Cron (checked on admin screens, cron runs and WP-CLI).
 */
final class EventTable implements Service {

	/** WP-Cron hook of the daily prune. */
	public const PRUNE_HOOK = 'shop_stripe_gateway_prune_events';

	/**
	 * Constructor.
	 *
	 * @param EventStore $store The store.
	 */
	public function __construct( private EventStore $store ) {}

	/**
	 * Adds the hooks; installs right away when needed.
	 */
	public function register(): void {
		add_action( 'admin_init', [ EventStore::class, 'maybe_install' ] );
		add_action( self::PRUNE_HOOK, [ $this, 'prune' ] );
		// Checked where housekeeping runs (admin screens, cron, WP-CLI), not on every storefront page.
		if ( BackgroundRequest::is() ) {
			add_action( 'init', [ $this, 'schedule' ] );
		}
		EventStore::maybe_install();
	}

	/**
	 * Schedules the daily prune once.
	 */
	public function schedule(): void {
		if ( false === wp_next_scheduled( self::PRUNE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PRUNE_HOOK );
		}
	}

	/**
	 * Deletes the event ids older than the retention.
	 */
	public function prune(): void {
		$this->store->prune( gmdate( 'Y-m-d H:i:s', time() - EventStore::RETENTION_DAYS * DAY_IN_SECONDS ) );
	}
}
