<?php
/**
 * A plugin's services, built where they act: every request's at boot, the REST API's when it starts, WooCommerce's ajax
 * endpoints on its ajax requests.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\Support\KeptHooks;
use ShopBundle\Tests\TestCase;
use ShopKit\PluginBase;
use ShopKit\Service;
use ShopKit\WooCommerce\WooCommercePlugin;

/**
 * A plugin of the test's own: one service of every request, one REST route.
 */
final class PluginBaseTest extends TestCase {

	use KeptHooks;

	protected function setUp(): void {
		parent::setUp();
		$this->keep_hooks(); // The tests boot plugins.
		$GLOBALS['wp_rest_server'] = null;
		TestRoute::$built          = 0;
	}

	protected function tearDown(): void {
		$this->put_hooks_back();
		$GLOBALS['wp_rest_server'] = null; // The next server starts without the test's route.
		unset( $_GET['wc-ajax'] );
		parent::tearDown();
	}

	public function test_a_page_builds_the_services_of_every_request_and_no_rest_route(): void {
		$plugin = new TestPlugin();

		$plugin->boot();

		$this->assertSame( 1, $plugin->page_service->registered );
		$this->assertSame( 0, TestRoute::$built, 'no route built before the REST API starts' );
	}

	public function test_the_rest_api_builds_its_routes_once_and_serves_them(): void {
		( new TestPlugin() )->boot();

		$this->assertArrayHasKey( '/kit-test/v1/ping', rest_get_server()->get_routes() );
		$this->assertSame( 1, TestRoute::$built );
		$this->assertSame( 'pong', rest_do_request( new \WP_REST_Request( 'GET', '/kit-test/v1/ping' ) )->get_data() );
	}

	public function test_a_second_rest_server_has_the_routes_from_the_same_objects(): void {
		( new TestPlugin() )->boot();
		rest_get_server();
		$GLOBALS['wp_rest_server'] = null;

		$this->assertArrayHasKey( '/kit-test/v1/ping', rest_get_server()->get_routes() );
		$this->assertSame( 1, TestRoute::$built, 'built once' );
		$this->assertSame( 10, has_action( 'rest_api_init', [ TestRoute::$last, 'routes' ] ) );
	}

	public function test_the_admin_s_services_are_built_on_the_first_admin_hook_once_and_act_on_it(): void {
		self::only_the_test_s_admin_hooks();
		$plugin = new TestPlugin();
		$plugin->boot();
		$this->assertNull( $plugin->admin_service, 'a page builds no admin service' );

		do_action( 'admin_menu', '' );
		do_action( 'admin_init' );

		$this->assertSame( 1, $plugin->admin_service?->registered, 'built and registered once' );
		$this->assertSame( 1, $plugin->admin_service->menus, 'its own admin_menu callback ran in the call that built it' );
	}

	public function test_an_admin_ajax_request_builds_them_on_admin_init(): void {
		self::only_the_test_s_admin_hooks();
		$plugin = new TestPlugin();
		$plugin->boot();

		do_action( 'admin_init' );

		$this->assertSame( 1, $plugin->admin_service?->registered );
	}

	/**
	 * The admin hooks with none of the site's callbacks (put back by put_hooks_back()): only the test plugin's run.
	 */
	private static function only_the_test_s_admin_hooks(): void {
		foreach ( [ 'admin_menu', 'network_admin_menu', 'user_admin_menu', 'admin_init' ] as $hook ) {
			remove_all_actions( $hook );
		}
	}

	public function test_woocommerce_s_ajax_endpoints_are_built_on_its_ajax_requests_only(): void {
		$page = new TestWooPlugin( '__return_true' );
		$page->boot();
		$this->assertSame( 1, $page->page_service->registered );
		$this->assertNull( $page->endpoint, 'a page builds no endpoint' );

		$_GET['wc-ajax'] = 'kit_test';
		$ajax            = new TestWooPlugin( '__return_true' );
		$ajax->boot();
		$this->assertSame( 1, $ajax->endpoint?->registered );
	}

	public function test_without_woocommerce_only_its_own_services_are_built(): void {
		$_GET['wc-ajax'] = 'kit_test';
		$plugin          = new TestWooPlugin( '__return_false' );

		$plugin->boot();

		$this->assertTrue( $plugin->without_built );
		$this->assertNull( $plugin->endpoint );
		$this->assertFalse( isset( $plugin->page_service ) );
	}
}

/**
 * The test's plugin that requires WooCommerce.
 */
final class TestWooPlugin extends WooCommercePlugin {

	/** Its service of every request. */
	public TestPageService $page_service;

	/** Its ajax endpoint, once built. */
	public ?TestPageService $endpoint = null;

	/** Whether the services of a site without WooCommerce were built. */
	public bool $without_built = false;

	/**
	 * Every request's.
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$this->page_service = new TestPageService();
		return [ $this->page_service ];
	}

	/**
	 * WooCommerce's ajax requests'.
	 *
	 * @return list<Service>
	 */
	protected function wc_ajax_services(): array {
		$this->endpoint = new TestPageService();
		return [ $this->endpoint ];
	}

	/**
	 * Without WooCommerce.
	 *
	 * @return list<Service>
	 */
	protected function without_woocommerce(): array {
		$this->without_built = true;
		return [];
	}
}

/**
 * The test's plugin.
 */
final class TestPlugin extends PluginBase {

	/** Its service of every request. */
	public TestPageService $page_service;

	/**
	 * Every request's.
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$this->page_service = new TestPageService();
		return [ $this->page_service ];
	}

	/**
	 * The REST API's.
	 *
	 * @return list<Service>
	 */
	protected function rest_services(): array {
		return [ new TestRoute() ];
	}

	/** Its admin service, once built. */
	public ?TestAdminService $admin_service = null;

	/**
	 * The admin's.
	 *
	 * @return list<Service>
	 */
	protected function admin_services(): array {
		$this->admin_service = new TestAdminService();
		return [ $this->admin_service ];
	}
}

/**
 * Counts its registrations and the admin menus it was asked for.
 */
final class TestAdminService implements Service {

	/** How often register() ran. */
	public int $registered = 0;

	/** How often admin_menu called it. */
	public int $menus = 0;

	/**
	 * Adds its menu callback.
	 */
	public function register(): void {
		++$this->registered;
		add_action( 'admin_menu', [ $this, 'menu' ] );
	}

	/**
	 * Counts.
	 */
	public function menu(): void {
		++$this->menus;
	}
}

/**
 * Counts its registrations.
 */
final class TestPageService implements Service {

	/** How often register() ran. */
	public int $registered = 0;

	/**
	 * Adds nothing: counts.
	 */
	public function register(): void {
		++$this->registered;
	}
}

/**
 * A route, counting how often it is built.
 */
final class TestRoute implements Service {

	/** Instances built. */
	public static int $built = 0;

	/** The last one built. */
	public static ?TestRoute $last = null;

	/**
	 * Counts.
	 */
	public function __construct() {
		++self::$built;
		self::$last = $this;
	}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'routes' ] );
	}

	/**
	 * Registers the route.
	 */
	public function routes(): void {
		register_rest_route(
			'kit-test/v1',
			'/ping',
			[
				'methods'             => 'GET',
				'callback'            => static fn (): string => 'pong',
				'permission_callback' => '__return_true',
			]
		);
	}
}
