<?php
/**
 * Base class of every PHP integration test of the bundle.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use WP_REST_Request;
use WP_REST_Response;

/**
 * Runs each test in a database transaction that is rolled back, so tests leave the
 * test site as they found it and do not depend on their order.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/** Skips the test, with the reason printed, when WooCommerce is not active. */
	protected function require_woocommerce(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			$this->markTestSkipped( 'WooCommerce is not active in the test site (the stack has none).' );
		}
	}

	/** Skips the test, as require_woocommerce() does, when the plugin under test needs WooCommerce. */
	protected function require_woocommerce_if( bool $needed ): void {
		if ( $needed ) {
			$this->require_woocommerce();
		}
	}

	/** Logs in as a new user with the given role. */
	protected function act_as( string $role ): int {
		$user_id = wp_insert_user(
			[
				'user_login' => 'test_' . $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			]
		);
		$this->assertIsInt( $user_id );
		wp_set_current_user( $user_id );
		return $user_id;
	}

	/**
	 * Dispatches a REST request through the real server.
	 *
	 * @param array<string, mixed> $params Query or body parameters.
	 */
	protected function rest( string $method, string $route, array $params = [] ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		return rest_get_server()->dispatch( $request );
	}
}
