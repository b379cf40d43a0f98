<?php
/**
 * Keeps a set of the plugin's tables at the current schema.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Database;

use Closure;
use ShopConsent\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the tables' maybe_upgrade() at boot and on admin_init, so they are created or upgraded when the stored schema
 * version differs: this covers the first request after activation (the plugin boots on plugins_loaded, too late for
 * an activation hook) and installs updated without reactivation. One per set of tables (consent log, statistics).
 */
final class TableInstaller implements Service {

	/**
	 * Constructor.
	 *
	 * @param Closure $maybe_upgrade Creates or upgrades the tables when their version differs (e.g. ConsentLogTable::maybe_upgrade(...)).
	 */
	public function __construct( private Closure $maybe_upgrade ) {}

	/**
	 * Adds the hook; also checks right away, as the plugin boots on plugins_loaded.
	 */
	public function register(): void {
		add_action( 'admin_init', $this->maybe_upgrade, 10, 0 );
		( $this->maybe_upgrade )();
	}
}
