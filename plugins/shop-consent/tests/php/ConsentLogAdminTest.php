<?php
/**
 * The consent log's admin endpoints: search by consent id, decisions per day and the CSV export.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Log\ConsentIdHash;
use ShopConsent\Log\ConsentLogTable;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Administrators only (401 logged out or without the REST nonce, 403 without manage_options); bad input is a 400
 * with a message; rows are found by a whole id's keyed hash, counted and exported as stored.
 */
final class ConsentLogAdminTest extends TestCase {

	private const A = 'aaaa0000000000000000000000000001';
	private const B = 'aaaa0000000000000000000000000002';
	private const C = 'bbbb0000000000000000000000000003';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// Outside any transaction: the uninstall contract test may have dropped the table (DROP commits).
		ConsentLogTable::install();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . ConsentLogTable::name() ); // phpcs:ignore WordPress.DB
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_REQUEST['_wpnonce'] );
		parent::tearDown();
	}

	/**
	 * Stores one decision as the beacon would, at a given UTC time.
	 *
	 * @param array<string, mixed> $fields Columns differing from an "accept all" row.
	 */
	private function row( string $id, string $time, array $fields = [] ): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB
			ConsentLogTable::name(),
			$fields + [
				'consent_hash'    => ConsentIdHash::of( $id ),
				'created_at'      => $time,
				'strict'          => 1,
				'thirdparty'      => 1,
				'advanced'        => 1,
				'consent_version' => 1,
				'text_version'    => 1,
				'region'          => 'EU',
				'source'          => 'banner',
			]
		);
	}

	/** @return list<string> The ids of the rows answered, found back from their hashes. */
	private static function ids( WP_REST_Response $response ): array {
		$ids = array_combine( array_map( [ ConsentIdHash::class, 'of' ], [ self::A, self::B, self::C ] ), [ self::A, self::B, self::C ] );
		return array_map( static fn ( string $hash ): string => $ids[ $hash ] ?? $hash, array_column( $response->get_data(), 'consent_hash' ) );
	}

	/** @return array<string, array{string, array<string, string>}> */
	public static function routes(): array {
		$range = [
			'from' => '2024-05-01',
			'to'   => '2024-05-31',
		];
		return [
			'entries' => [ '/shop-consent/v1/log/entries', [] ],
			'rates'   => [ '/shop-consent/v1/log/rates', $range ],
			'export'  => [ '/shop-consent/v1/log/export', $range ],
		];
	}

	/**
	 * @dataProvider routes
	 * @param array<string, string> $params Valid parameters.
	 */
	public function test_only_administrators_may_read_the_log( string $route, array $params ): void {
		$this->row( self::A, '2024-05-02 10:00:00' );

		$logged_out = $this->rest( 'GET', $route, $params );
		$this->assertSame( 401, $logged_out->get_status() );
		$this->assertNotEmpty( $logged_out->as_error()->get_error_message() );

		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', $route, $params )->get_status() );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'GET', $route, $params )->get_status() );
	}

	public function test_a_logged_in_request_without_the_rest_nonce_is_treated_as_logged_out(): void {
		$this->act_as( 'administrator' );
		// What WordPress does for a cookie-authenticated request (rest_cookie_check_errors) before dispatching.
		$GLOBALS['wp_rest_auth_cookie'] = true;

		$this->assertTrue( rest_cookie_check_errors( null ) );
		$this->assertSame( 401, $this->rest( 'GET', '/shop-consent/v1/log/export', [ 'from' => '2024-05-01', 'to' => '2024-05-02' ] )->get_status() );

		$this->act_as( 'administrator' );
		$_REQUEST['_wpnonce'] = 'forged';
		$refused              = rest_cookie_check_errors( null );
		$this->assertWPErrorCode( 'rest_cookie_invalid_nonce', $refused );
	}

	/**
	 * @param mixed $error The value.
	 */
	private function assertWPErrorCode( string $code, $error ): void {
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( $code, $error->get_error_code() );
		$this->assertSame( 403, $error->get_error_data()['status'] );
	}

	public function test_search_finds_a_whole_id_by_its_hash_newest_first(): void {
		$this->act_as( 'administrator' );
		$this->row( self::A, '2024-05-01 08:00:00' );
		$this->row( self::B, '2024-05-03 08:00:00', [ 'thirdparty' => 0, 'advanced' => 0 ] );
		$this->row( self::A, '2024-05-04 08:00:00', [ 'advanced' => 0 ] );
		$this->row( self::C, '2024-05-02 08:00:00' );

		$exact = $this->rest( 'GET', '/shop-consent/v1/log/entries', [ 'search' => self::A ] );
		$this->assertSame( [ self::A, self::A ], self::ids( $exact ) );
		$this->assertSame(
			[
				'consent_hash'    => hash_hmac( 'sha256', self::A, wp_salt( 'auth' ) ),
				'time'            => '2024-05-04T08:00:00Z',
				'decision'        => 'custom',
				'strict'          => 1,
				'thirdparty'      => 1,
				'advanced'        => 0,
				'consent_version' => 1,
				'text_version'    => 1,
				'region'          => 'EU',
				'source'          => 'banner',
			],
			$exact->get_data()[0]
		);

		$upper = $this->rest( 'GET', '/shop-consent/v1/log/entries', [ 'search' => strtoupper( self::B ) ] );
		$this->assertSame( [ self::B ], self::ids( $upper ), 'upper case is accepted' );
		$this->assertSame( [ 'reject' ], array_column( $upper->get_data(), 'decision' ) );

		$this->assertSame( [], self::ids( $this->rest( 'GET', '/shop-consent/v1/log/entries', [ 'search' => str_repeat( 'c', 32 ) ] ) ) );
		$this->assertCount( 4, self::ids( $this->rest( 'GET', '/shop-consent/v1/log/entries' ) ), 'no search lists every row' );
	}

	public function test_results_are_paginated_with_totals_in_headers(): void {
		$this->act_as( 'administrator' );
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->row( self::C, sprintf( '2024-05-0%d 12:00:00', $i ), [ 'region' => "R{$i}" ] );
		}

		$page = $this->rest(
			'GET',
			'/shop-consent/v1/log/entries',
			[
				'search'   => self::C,
				'per_page' => 2,
				'page'     => 2,
			]
		);

		$this->assertSame( [ 'R3', 'R2' ], array_column( $page->get_data(), 'region' ) );
		$this->assertSame( '5', $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', $page->get_headers()['X-WP-TotalPages'] );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function invalid_searches(): array {
		return [
			'not hex'        => [ [ 'search' => 'xyz' ] ],
			'a beginning'    => [ [ 'search' => 'aaaa' ] ],
			'one too short'  => [ [ 'search' => substr( self::A, 1 ) ] ],
			'too long'       => [ [ 'search' => str_repeat( 'a', 33 ) ] ],
			'a LIKE pattern' => [ [ 'search' => 'a%' ] ],
			'page 0'         => [ [ 'page' => 0 ] ],
			'per_page 500'   => [ [ 'per_page' => 500 ] ],
		];
	}

	/**
	 * @dataProvider invalid_searches
	 * @param array<string, mixed> $params Invalid parameters.
	 */
	public function test_invalid_search_is_refused_with_a_message( array $params ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/shop-consent/v1/log/entries', $params );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
	}

	public function test_rates_count_each_utc_day_by_decision_with_every_day_of_the_range(): void {
		$this->act_as( 'administrator' );
		$this->row( self::A, '2024-04-30 23:59:59' );
		$this->row( self::A, '2024-05-01 00:00:00' );
		$this->row( self::B, '2024-05-01 13:00:00' );
		$this->row( self::B, '2024-05-01 14:00:00', [ 'thirdparty' => 0, 'advanced' => 0 ] );
		$this->row( self::C, '2024-05-03 23:59:59', [ 'advanced' => 0 ] );
		$this->row( self::C, '2024-05-03 20:00:00', [ 'thirdparty' => 0 ] );
		$this->row( self::C, '2024-05-03 21:00:00', [ 'strict' => 0, 'thirdparty' => 0, 'advanced' => 0 ] );
		$this->row( self::C, '2024-05-04 00:00:00' );

		$response = $this->rest(
			'GET',
			'/shop-consent/v1/log/rates',
			[
				'from' => '2024-05-01',
				'to'   => '2024-05-03',
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			[
				'from' => '2024-05-01',
				'to'   => '2024-05-03',
				'days' => [
					[
						'date'   => '2024-05-01',
						'values' => [
							'accept_all' => 2,
							'reject'     => 1,
							'custom'     => 0,
						],
					],
					[
						'date'   => '2024-05-02',
						'values' => [
							'accept_all' => 0,
							'reject'     => 0,
							'custom'     => 0,
						],
					],
					[
						'date'   => '2024-05-03',
						'values' => [
							'accept_all' => 0,
							'reject'     => 1,
							'custom'     => 2,
						],
					],
				],
			],
			$response->get_data()
		);
	}

	/** @return array<string, array{string, array<string, string>}> */
	public static function invalid_ranges(): array {
		return [
			'rates: from after to'      => [ 'rates', [ 'from' => '2024-05-10', 'to' => '2024-05-01' ] ],
			'rates: no such day'        => [ 'rates', [ 'from' => '2024-02-30', 'to' => '2024-03-01' ] ],
			'rates: not a date'         => [ 'rates', [ 'from' => 'yesterday', 'to' => '2024-03-01' ] ],
			'rates: missing to'         => [ 'rates', [ 'from' => '2024-03-01' ] ],
			'rates: more than 366 days' => [ 'rates', [ 'from' => '2023-01-01', 'to' => '2024-01-02' ] ],
			'export: from after to'     => [ 'export', [ 'from' => '2024-05-10', 'to' => '2024-05-01' ] ],
			'export: day/month/year'    => [ 'export', [ 'from' => '01/05/2024', 'to' => '2024-05-31' ] ],
		];
	}

	/**
	 * @dataProvider invalid_ranges
	 * @param array<string, string> $params Invalid parameters.
	 */
	public function test_invalid_range_is_refused_with_a_message( string $route, array $params ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/shop-consent/v1/log/' . $route, $params );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
	}

	public function test_export_is_a_csv_download_named_after_the_range(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'GET',
			'/shop-consent/v1/log/export',
			[
				'from' => '2024-05-01',
				'to'   => '2024-05-31',
			]
		);
		$headers  = $response->get_headers();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'text/csv; charset=utf-8', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="consent-log-2024-05-01-to-2024-05-31.csv"', $headers['Content-Disposition'] );
		$this->assertSame( 'no-store', $headers['Cache-Control'] );
	}

	/**
	 * Serves an export as the REST server would, and returns what was written.
	 *
	 * @param array<string, string> $params from and to.
	 */
	private function download( array $params ): string {
		$request = new WP_REST_Request( 'GET', '/shop-consent/v1/log/export' );
		$request->set_query_params( $params );
		$response = rest_get_server()->dispatch( $request );
		ob_start();
		$served = apply_filters( 'rest_pre_serve_request', false, $response, $request, rest_get_server() );
		$body   = (string) ob_get_clean();
		$this->assertTrue( $served, 'the CSV replaces the JSON answer' );
		return $body;
	}

	public function test_export_holds_the_rows_of_the_range_with_formulas_neutralised(): void {
		$this->act_as( 'administrator' );
		$this->row( self::A, '2024-04-30 23:59:59' );
		$this->row( self::A, '2024-05-01 00:00:00', [ 'advanced' => 0 ] );
		$this->row( self::B, '2024-05-31 23:59:59', [ 'thirdparty' => 0, 'advanced' => 0, 'region' => '-A1', 'source' => '=1+1' ] );
		$this->row( self::C, '2024-06-01 00:00:00' );

		$csv = $this->download(
			[
				'from' => '2024-05-01',
				'to'   => '2024-05-31',
			]
		);

		$this->assertSame(
			"consent_hash,time,decision,strict,thirdparty,advanced,consent_version,text_version,region,source\r\n"
			. ConsentIdHash::of( self::A ) . ",2024-05-01T00:00:00Z,custom,1,1,0,1,1,EU,banner\r\n"
			. ConsentIdHash::of( self::B ) . ",2024-05-31T23:59:59Z,reject,1,0,0,1,1,'-A1,'=1+1\r\n",
			$csv
		);
	}

	public function test_export_of_a_large_log_streams_with_flat_memory(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$rows  = 30000;
		$table = ConsentLogTable::name();
		// phpcs:ignore WordPress.DB
		$wpdb->query(
			"INSERT INTO {$table} ( consent_hash, created_at, strict, thirdparty, advanced, region, source )
			SELECT LPAD( HEX( seq ), 64, '0' ), '2024-05-15 12:00:00', 1, seq % 2, 0, 'EU', 'banner' FROM seq_1_to_{$rows}"
		);
		$request = new WP_REST_Request( 'GET', '/shop-consent/v1/log/export' );
		$request->set_query_params(
			[
				'from' => '2024-05-01',
				'to'   => '2024-05-31',
			]
		);
		$response = rest_get_server()->dispatch( $request );
		$file     = fopen( 'php://temp/maxmemory:0', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions

		memory_reset_peak_usage();
		$before  = memory_get_usage();
		$written = $response->get_data()->write( $file );
		$peak    = memory_get_peak_usage() - $before;

		rewind( $file );
		$lines = 0;
		while ( false !== fgets( $file ) ) {
			++$lines;
		}
		$size = ftell( $file );
		fclose( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions

		$this->assertSame( $rows, $written );
		$this->assertSame( $rows + 1, $lines );
		fwrite( STDERR, sprintf( "\n  export of %d rows: %.1f MB of CSV, peak memory +%.1f MB\n", $rows, $size / 1048576, $peak / 1048576 ) ); // phpcs:ignore
		$this->assertLessThan( 4 * 1048576, $peak, 'memory grows with the batch, not with the table' );
	}
}
