<?php
/**
 * The ajax endpoints as WooCommerce's wc-ajax dispatch reaches them.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Plugin;
use ShopBundle\Tests\Support\KeptHooks;
use ShopStripeGateway\Tests\Support\GatewayTestCase;

require_once __DIR__ . '/Support/GatewayTestCase.php';

/**
 * `?wc-ajax=<action>` runs the `wc_ajax_<action>` hook; the plugin boots the endpoints on such a request only (a page
 * loads none of their classes) and hooks each there, and each answers with JSON and ends the request (wp_send_json,
 * which calls wp_die() in an ajax request: made to throw here).
 */
final class EndpointWiringTest extends GatewayTestCase {

	use KeptHooks;

	/** @var list<array{string, callable}> */
	private array $filters = [];


	protected function setUp(): void {
		parent::setUp();
		$this->keep_hooks(); // Each test hooks the endpoints (hook_endpoints()).
		$this->filters = [
			[ 'wp_doing_ajax', '__return_true' ],
			[ 'wp_die_ajax_handler', static fn (): callable => static function (): void {
				throw new \RuntimeException( 'wp_die' );
			} ],
		];
		foreach ( $this->filters as [ $hook, $callback ] ) {
			add_filter( $hook, $callback );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->filters as [ $hook, $callback ] ) {
			remove_filter( $hook, $callback );
		}
		unset( $_SERVER['REQUEST_METHOD'] );
		$this->put_hooks_back();
		$_POST = [];
		parent::tearDown();
	}

	/** @return array<string, array{string}> every action of spec 7 this plugin answers */
	public static function actions(): array {
		return [
			'init_setup_intent'               => [ 'wc_stripe_init_setup_intent' ],
			'create_and_confirm_setup_intent' => [ 'wc_stripe_create_and_confirm_setup_intent' ],
			'update_failed_order'             => [ 'wc_stripe_update_failed_order' ],
			'confirm_change_payment'          => [ 'wc_stripe_confirm_change_payment' ],
			'save_appearance'                 => [ 'wc_stripe_save_appearance' ],
			'normalize_address'               => [ 'wc_stripe_normalize_address' ],
			'get_selected_product_data'       => [ 'wc_stripe_get_selected_product_data' ],
			'get_shipping_options'            => [ 'wc_stripe_get_shipping_options' ],
			'update_shipping_method'          => [ 'wc_stripe_update_shipping_method' ],
		];
	}

	/**
	 * @dataProvider actions
	 * @param string $action The wc-ajax action.
	 */
	public function test_a_post_with_a_bad_nonce_gets_the_json_error( string $action ): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = [ 'nonce' => 'abc' ];

		$this->assertSame( [ 'success' => false, 'data' => [ 'error' => [ 'message' => self::NONCE_MESSAGE ] ] ], $this->dispatch( $action ) );
	}

	/**
	 * @dataProvider actions
	 * @param string $action The wc-ajax action.
	 */
	public function test_a_get_is_refused( string $action ): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';

		$this->assertSame( 'This address only answers POST requests.', $this->dispatch( $action )['data']['error']['message'] );
	}

	public function test_update_payment_intent_answers_as_the_checkout_does(): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = [ 'nonce' => 'abc' ];

		$answer = $this->dispatch( 'wc_stripe_update_payment_intent' );

		$this->assertSame( 'failure', $answer['result'] );
		$this->assertStringContainsString( self::NONCE_MESSAGE, $answer['messages'] );
		$this->assertStringContainsString( 'role="alert"', $answer['messages'] );
	}

	public function test_the_express_context_answers_a_get_with_the_express_nonce(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';

		$answer = $this->dispatch( 'wc_stripe_express_context' );

		$this->assertTrue( $answer['success'] );
		$this->assertSame( 1, wp_verify_nonce( $answer['data']['nonce'], \ShopStripeGateway\Express\ExpressSettings::NONCE_ACTION ) );
	}

	/**
	 * Hooks the endpoints as the plugin's boot does on a `?wc-ajax=` request (the kit's WooCommercePlugin decides
	 * when: PluginBaseTest): built with the shared settings and client of services(), which a second boot would
	 * register twice (two card gateways in WooCommerce's list for the rest of the run).
	 */
	private function hook_endpoints(): void {
		$plugin = new Plugin( '__return_true' );
		( new \ReflectionMethod( Plugin::class, 'services' ) )->invoke( $plugin );
		foreach ( ( new \ReflectionMethod( Plugin::class, 'wc_ajax_services' ) )->invoke( $plugin ) as $endpoint ) {
			$endpoint->register();
		}
	}

	/**
	 * A page (no `wc-ajax`) boots none of the endpoints.
	 *
	 * @dataProvider actions
	 * @param string $action The endpoint's action.
	 */
	public function test_a_page_request_hooks_no_endpoint( string $action ): void {
		// The site booted for these tests as a page does: no `wc-ajax` in the address.
		$this->assertFalse( has_action( 'wc_ajax_' . $action ) );
	}

	/**
	 * Runs the action as WooCommerce's wc-ajax dispatch does; the JSON it printed.
	 *
	 * @return array<string, mixed>
	 */
	private function dispatch( string $action ): array {
		$this->hook_endpoints();
		ob_start();
		try {
			do_action( 'wc_ajax_' . $action );
			$this->fail( 'The endpoint did not end the request.' );
		} catch ( \RuntimeException $end ) {
			$this->assertSame( 'wp_die', $end->getMessage() );
		} finally {
			$output = (string) ob_get_clean();
		}
		$decoded = json_decode( $output, true );
		$this->assertIsArray( $decoded, $output );
		return $decoded;
	}
}
