<?php
/**
 * Creates the tables and fills the index on install and on a schema change.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the schema at boot and on admin_init (the plugin boots on plugins_loaded, after an activation hook would
 * have run, and an update arrives without reactivation); the activation hook itself is added by the composition root.
 * New or changed tables are empty, so a rebuild starts once Action Scheduler can take it.
 */
final class IndexInstaller implements Service {

	/**
	 * Constructor.
	 *
	 * @param Rebuild $rebuild Starts the background rebuild.
	 */
	public function __construct( private Rebuild $rebuild ) {}

	/** Adds the hooks and checks at once. */
	public function register(): void {
		add_action( 'admin_init', [ $this, 'maybe_install' ], 10, 0 );
		$this->maybe_install();
	}

	/** Creates the tables when needed; then queues the rebuild (Action Scheduler is ready on init). */
	public function maybe_install(): void {
		if ( ! IndexTables::maybe_upgrade() ) {
			return;
		}
		if ( did_action( 'init' ) ) {
			$this->rebuild->start();
		} else {
			add_action( 'init', [ $this->rebuild, 'start' ], 20, 0 );
		}
	}
}
