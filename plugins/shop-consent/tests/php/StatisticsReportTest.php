<?php
/**
 * Visitor statistics: the admin report endpoint.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Statistics\CollectorEndpoint;
use ShopConsent\Statistics\StatisticsTables;

/**
 * Only for administrators; a bad date or range is a 400 with a message; the answer holds every day of the range,
 * the top pages with their titles, the referring domains and the post types.
 */
final class StatisticsReportTest extends TestCase {

	private const ROUTE = '/shop-consent/v1/statistics';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		StatisticsTables::install();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$wpdb->query( 'DELETE FROM ' . StatisticsTables::name( $table ) ); // phpcs:ignore WordPress.DB
		}
		// The probe's answer, so the report does not ask the collector over HTTP.
		update_option(
			CollectorEndpoint::OPTION,
			[
				'url'     => CollectorEndpoint::collector_url(),
				'ok'      => true,
				'checked' => time(),
			]
		);
	}

	/**
	 * @param string               $table Short table name.
	 * @param array<string, mixed> $row   Row.
	 */
	private function insert( string $table, array $row ): void {
		global $wpdb;
		$wpdb->insert( StatisticsTables::name( $table ), $row ); // phpcs:ignore WordPress.DB
	}

	public function test_visitors_get_401_and_editors_403(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-01-01', 'to' => '2026-01-31' ] )->get_status() );

		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-01-01', 'to' => '2026-01-31' ] )->get_status() );
	}

	/** @return array<string, array{array<string, string>, string}> */
	public static function bad_ranges(): array {
		return [
			'from after to'       => [ [ 'from' => '2026-02-02', 'to' => '2026-02-01' ], 'must not be after' ],
			'no such date'        => [ [ 'from' => '2026-02-30', 'to' => '2026-03-01' ], 'YYYY-MM-DD' ],
			'not a date'          => [ [ 'from' => 'last week', 'to' => '2026-03-01' ], 'YYYY-MM-DD' ],
			'missing to'          => [ [ 'from' => '2026-03-01' ], 'to' ],
			'longer than a year'  => [ [ 'from' => '2025-01-01', 'to' => '2026-01-02' ], '366 days' ],
		];
	}

	/**
	 * @dataProvider bad_ranges
	 * @param array<string, string> $range   The query.
	 * @param string                $message Part of the message.
	 */
	public function test_bad_ranges_are_refused_with_a_message( array $range, string $message ): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', self::ROUTE, $range );

		$this->assertSame( 400, $response->get_status() );
		$error = $response->as_error();
		// A refused argument's own message is in data.params (the admin screen shows it); range errors are top-level.
		$said = $error->get_error_message() . ' ' . implode( ' ', (array) ( $error->get_error_data()['params'] ?? [] ) );
		$this->assertStringContainsString( $message, $said );
	}

	public function test_a_year_is_the_longest_range(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', self::ROUTE, [ 'from' => '2025-01-01', 'to' => '2026-01-01' ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 366, $response->get_data()['days'] );
	}

	public function test_the_report_holds_days_pages_with_titles_referrers_and_post_types(): void {
		$post = wp_insert_post(
			[
				'post_title'  => 'Blue & white mug',
				'post_status' => 'publish',
			]
		);
		$this->insert( 'pages', [ 'day' => '2026-03-01', 'path' => '/blue-mug/', 'page_id' => $post, 'post_type' => 'post', 'views' => 5 ] );
		$this->insert( 'pages', [ 'day' => '2026-03-03', 'path' => '/blue-mug/', 'page_id' => $post, 'post_type' => 'post', 'views' => 2 ] );
		$this->insert( 'pages', [ 'day' => '2026-03-03', 'path' => '/search/', 'page_id' => 0, 'post_type' => 'search', 'views' => 4 ] );
		$this->insert( 'pages', [ 'day' => '2026-02-28', 'path' => '/before/', 'page_id' => 0, 'post_type' => 'page', 'views' => 99 ] );
		$this->insert( 'referrers', [ 'day' => '2026-03-01', 'domain' => 'search.example', 'views' => 3 ] );
		$this->insert( 'referrers', [ 'day' => '2026-03-03', 'domain' => 'search.example', 'views' => 1 ] );
		$this->insert( 'referrers', [ 'day' => '2026-03-03', 'domain' => 'news.example', 'views' => 2 ] );
		foreach ( [ 'aaaa', 'aaaa', 'bbbb', '' ] as $visitor ) {
			$this->insert( 'visits', [ 'created_at' => '2026-03-01 10:00:00', 'day' => '2026-03-01', 'page_id' => $post, 'path' => '/blue-mug/', 'post_type' => 'post', 'visitor' => $visitor ] );
		}
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-03-01', 'to' => '2026-03-03' ] );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame(
			[
				[ 'date' => '2026-03-01', 'views' => 5, 'visits' => 4, 'visitors' => 2 ],
				[ 'date' => '2026-03-02', 'views' => 0, 'visits' => 0, 'visitors' => 0 ],
				[ 'date' => '2026-03-03', 'views' => 6, 'visits' => 0, 'visitors' => 0 ],
			],
			$data['days']
		);
		$this->assertSame(
			[
				[ 'Blue & white mug', '/blue-mug/', 7, 4, 'post' ],
				[ '/search/', '/search/', 4, 0, 'search' ],
			],
			array_map( static fn ( array $page ): array => [ $page['title'], $page['path'], $page['views'], $page['visits'], $page['post_type'] ], $data['pages'] )
		);
		$this->assertSame( home_url( '/blue-mug/' ), $data['pages'][0]['url'] );
		$this->assertSame(
			[
				[ 'domain' => 'search.example', 'views' => 4 ],
				[ 'domain' => 'news.example', 'views' => 2 ],
			],
			$data['referrers']
		);
		$this->assertSame(
			[
				[ 'post_type' => 'post', 'label' => 'Posts', 'views' => 7 ],
				[ 'post_type' => 'search', 'label' => 'Search results', 'views' => 4 ],
			],
			$data['post_types']
		);
		$this->assertSame( 'collector', $data['endpoint'] );
	}

	public function test_a_path_narrows_the_pages_list_to_that_page(): void {
		foreach ( range( 1, 60 ) as $n ) {
			$this->insert( 'pages', [ 'day' => '2026-03-01', 'path' => "/popular-{$n}/", 'views' => 10 + $n ] );
		}
		$this->insert( 'pages', [ 'day' => '2026-03-01', 'path' => '/quiet/', 'views' => 1 ] );
		$this->act_as( 'administrator' );

		$top  = $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-03-01', 'to' => '2026-03-01' ] )->get_data()['pages'];
		$one  = $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-03-01', 'to' => '2026-03-01', 'path' => '/quiet/' ] )->get_data()['pages'];
		$none = $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-03-01', 'to' => '2026-03-01', 'path' => 'quiet' ] );

		$this->assertCount( 50, $top );
		$this->assertSame( '/popular-60/', $top[0]['path'] );
		$this->assertNotContains( '/quiet/', array_column( $top, 'path' ) );
		$this->assertSame( [ [ '/quiet/', 1 ] ], array_map( static fn ( array $page ): array => [ $page['path'], $page['views'] ], $one ) );
		$this->assertSame( 400, $none->get_status() );
	}

	public function test_the_report_says_when_pages_use_the_rest_route(): void {
		update_option( CollectorEndpoint::OPTION, [ 'url' => CollectorEndpoint::collector_url(), 'ok' => false, 'checked' => time() ] );
		$this->act_as( 'administrator' );

		$this->assertSame( 'rest', $this->rest( 'GET', self::ROUTE, [ 'from' => '2026-03-01', 'to' => '2026-03-01' ] )->get_data()['endpoint'] );
	}
}
