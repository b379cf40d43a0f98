<?php
/**
 * Newsletter sign-ups on two web nodes with a Redis persistent object cache.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\CacheNodes;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\SubscribersTable;

/**
 * One address signed up on both nodes at the same moment (a double click reaching each node) is one row and one
 * confirmation mail; after a Redis flush or restart the row is still there and a repeat sends nothing. The table's
 * UNIQUE key decides, not a cache. The nodes are PHP processes of their own (CacheNodes), so this test leaves its
 * transaction and deletes its row.
 */
final class NewsletterNodesTest extends TestCase {

	private string $email = '';

	protected function setUp(): void {
		parent::setUp();
		CacheNodes::join();
		SubscribersTable::install();
		$this->email = 'nodes.' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( SubscribersTable::name(), [ 'email' => $this->email ] ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		CacheNodes::leave();
		parent::tearDown();
	}

	/**
	 * A node's request: the sign-up form sent from a visitor's address; the mails it sent are counted, not sent.
	 *
	 * @return string PHP for CacheNodes.
	 */
	private function sign_up(): string {
		return sprintf(
			'$_SERVER["REMOTE_ADDR"] = "10." . wp_rand( 1, 250 ) . "." . wp_rand( 1, 250 ) . "." . wp_rand( 1, 250 );
			$mails = 0;
			add_filter( "pre_wp_mail", static function () use ( &$mails ) { ++$mails; return true; } );
			$request = new WP_REST_Request( "POST", "/shop-social-icons/v1/subscribe" );
			$request->set_body_params( [ "email" => %s, "consent" => true ] );
			$response = rest_do_request( $request );
			return [ "status" => $response->get_status(), "mails" => $mails ];',
			var_export( $this->email, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
	}

	private function rows(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . SubscribersTable::name() . ' WHERE email = %s', $this->email ) );
	}

	public function test_one_address_signed_up_on_two_nodes_at_once_and_again_after_a_flush_is_one_row_and_one_mail(): void {
		$at_once = CacheNodes::run_at_once( [ $this->sign_up(), $this->sign_up() ] );
		CacheNodes::flush();
		$after_flush = CacheNodes::run( $this->sign_up() );
		CacheNodes::restart();
		$after_restart = CacheNodes::run( $this->sign_up() );

		$answers = [ ...$at_once, $after_flush, $after_restart ];
		$this->assertSame( [ 200, 200, 200, 200 ], array_column( $answers, 'status' ), 'every visitor reads the same answer' );
		$this->assertSame( 1, array_sum( array_column( $answers, 'mails' ) ), 'one confirmation mail' );
		$this->assertSame( 1, $this->rows() );
	}
}
