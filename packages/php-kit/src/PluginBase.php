<?php
/**
 * The generic half of a plugin's composition root.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the services the plugin's own `Plugin` lists once every plugin is loaded, so WooCommerce's classes can
 * be detected. The subclass wires its services explicitly in services(); this class only runs them.
 */
abstract class PluginBase {

	/**
	 * Registers the services once every plugin is loaded.
	 */
	public function register(): void {
		add_action( 'plugins_loaded', [ $this, 'boot' ] );
	}

	/**
	 * Registers every service.
	 */
	public function boot(): void {
		self::register_all( $this->services() );
	}

	/**
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	abstract protected function services(): array;

	/**
	 * Registers services.
	 *
	 * @param list<Service> $services The services.
	 */
	protected static function register_all( array $services ): void {
		foreach ( $services as $service ) {
			$service->register();
		}
	}
}
