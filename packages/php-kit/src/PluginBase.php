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
		$this->register_on_demand();
	}

	/**
	 * The plugin's services, wired explicitly: those every request needs (a storefront page among them).
	 *
	 * @return list<Service>
	 */
	abstract protected function services(): array;

	/**
	 * Services that act on the REST API only (routes, their permission and answer filters): built when WordPress
	 * starts its REST server (rest_api_init: a REST request, or a page that preloads REST answers).
	 *
	 * @return list<Service>
	 */
	protected function rest_services(): array {
		return [];
	}

	/**
	 * Services of the admin screens alone (menu pages, notices, admin-post handlers, privacy exporters): built on the
	 * first of a request's `admin_menu` (a screen, before `admin_init`) and `admin_init` (admin-ajax.php and
	 * admin-post.php, which build no menu), at the lowest priority, so their own callbacks on that hook still run.
	 *
	 * @return list<Service>
	 */
	protected function admin_services(): array {
		return [];
	}

	/**
	 * Builds the services a request may need beyond services(), where they act: a storefront page loads none of their
	 * classes (each class file costs a request time, most where PHP checks file times on every request).
	 */
	protected function register_on_demand(): void {
		$rest = null;
		// Priority 0: before the routes' own rest_api_init callbacks (10), which WordPress then runs in the same call.
		// The same objects each time: a second REST server (tests start several) finds their callbacks added once.
		add_action(
			'rest_api_init',
			function () use ( &$rest ): void {
				$rest ??= $this->rest_services();
				self::register_all( $rest );
			},
			0
		);
		$admin = null;
		$build = function () use ( &$admin ): void {
			if ( null === $admin ) {
				$admin = $this->admin_services();
				self::register_all( $admin );
			}
		};
		foreach ( [ 'admin_menu', 'network_admin_menu', 'user_admin_menu', 'admin_init' ] as $hook ) {
			add_action( $hook, $build, PHP_INT_MIN );
		}
	}

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
