<?php
/**
 * Keeps the plugin's tables at the current schema.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

use ShopConsent\Service;

/**
 * Creates the consent-log table at boot and on admin_init when the stored schema version differs: this covers the
 * first request after activation (the plugin boots on plugins_loaded, too late for an activation hook) and installs
 * updated without reactivation.
 */
final class Installer implements Service {

	/**
	 * Adds the hooks; also checks right away, as the plugin boots on plugins_loaded.
	 */
	public function register(): void {
		add_action( 'admin_init', [ ConsentLogTable::class, 'maybe_upgrade' ] );
		ConsentLogTable::maybe_upgrade();
	}
}
