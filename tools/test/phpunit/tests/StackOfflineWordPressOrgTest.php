<?php
/**
 * The local stack answers WordPress.org's feeds and APIs itself, in the format each caller expects.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

use WP_Community_Events;
use WP_Error;

/**
 * What the dashboard asks WordPress.org for, answered offline so WordPress reads it without a notice.
 */
final class StackOfflineWordPressOrgTest extends TestCase {

	public function test_a_feed_is_a_valid_rss_document_simplepie_reads(): void {
		$response = wp_remote_get( 'https://wordpress.org/news/feed/' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringStartsWith( 'application/rss+xml', wp_remote_retrieve_header( $response, 'content-type' ) );

		$feed = fetch_feed( 'https://planet.wordpress.org/feed/' );
		$this->assertNotInstanceOf( WP_Error::class, $feed );
		$this->assertSame( 1, $feed->get_item_quantity() );
		$this->assertSame( 'No news offline', $feed->get_item( 0 )->get_title() );
	}

	public function test_the_dashboard_apis_answer_with_the_json_their_callers_expect(): void {
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-community-events.php';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

		$php = wp_check_php_version();
		$this->assertIsArray( $php );
		$this->assertTrue( $php['is_acceptable'] );

		$browser = wp_check_browser_version();
		$this->assertIsArray( $browser );
		$this->assertFalse( $browser['upgrade'] );

		$events = ( new WP_Community_Events( 1 ) )->get_events();
		$this->assertIsArray( $events );
		$this->assertSame( [], $events['events'] );
	}

	public function test_other_api_calls_get_an_error_their_callers_report_quietly(): void {
		$response = wp_remote_get( 'https://api.wordpress.org/plugins/info/1.2/?action=plugin_information' );
		$this->assertSame( 503, wp_remote_retrieve_response_code( $response ) );
		$this->assertStringStartsWith( 'application/json', wp_remote_retrieve_header( $response, 'content-type' ) );
		$this->assertArrayHasKey( 'error', json_decode( wp_remote_retrieve_body( $response ), true ) );
	}
}
