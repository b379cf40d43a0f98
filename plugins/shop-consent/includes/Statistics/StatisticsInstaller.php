<?php
/**
 * Keeps the statistics tables at the current schema.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Service;

/**
 * Creates the statistics tables at boot and on admin_init when the stored schema version differs, as the consent
 * log's Installer does: the first request after activation and updated installs get them without reactivation.
 */
final class StatisticsInstaller implements Service {

	/**
	 * Adds the hooks; also checks right away, as the plugin boots on plugins_loaded.
	 */
	public function register(): void {
		add_action( 'admin_init', [ StatisticsTables::class, 'maybe_upgrade' ] );
		StatisticsTables::maybe_upgrade();
	}
}
