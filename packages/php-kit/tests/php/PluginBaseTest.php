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
