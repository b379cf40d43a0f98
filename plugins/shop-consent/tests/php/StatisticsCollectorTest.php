<?php
/**
 * Visitor statistics: the beacon's rules through the REST route and the collector.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Guard\ClientRequest;
use ShopConsent\Guard\DailySalt;
use ShopConsent\Guard\GuardConfig;
use ShopConsent\Guard\GuardTables;
use ShopConsent\Settings\Settings;
use ShopConsent\Settings\SettingsSchema;
use ShopConsent\Statistics\Collector;
use ShopConsent\Statistics\CollectorConfig;
use ShopConsent\Statistics\HitStore;
use ShopConsent\Statistics\StatisticsTables;
use WP_REST_Response;

/**
 * A view with consent: daily totals plus a per-visit row without IP or user agent. Anonymous statistics: daily
 * totals only. Otherwise, bots, bad input and clients over the limit: nothing written.
 */
final class StatisticsCollectorTest extends TestCase {

	private const ID = '0123456789abcdef0123456789abcdef';

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

	/** @var array<string, mixed> */
	private array $server = [];

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// Outside any transaction: the uninstall contract test may have dropped the tables (DROP commits).
		StatisticsTables::install();
		GuardTables::install();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->server               = $_SERVER;
		$_SERVER['REMOTE_ADDR']     = '198.51.100.' . wp_rand( 1, 250 );
		$_SERVER['HTTP_USER_AGENT'] = self::BROWSER . ' ' . wp_generate_password( 8, false );
		global $wpdb;
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$wpdb->query( 'DELETE FROM ' . StatisticsTables::name( $table ) ); // phpcs:ignore WordPress.DB
		}
		$wpdb->query( 'DELETE FROM ' . GuardTables::name( 'rate_limits' ) ); // phpcs:ignore WordPress.DB
		DailySalt::forget_before( '9999-12-31' ); // Salts of earlier tests were rolled back.
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	/**
	 * @param array<string, mixed> $statistics Part of the statistics settings.
	 */
	private function set_statistics( array $statistics ): void {
		update_option( Settings::OPTION, [ 'statistics' => $statistics + SettingsSchema::defaults()['statistics'] ] );
	}

	/**
	 * @param array<string, string> $fields Beacon fields.
	 */
	private function hit( array $fields ): WP_REST_Response {
		return $this->rest( 'POST', '/shop-consent/v1/hit', $fields );
	}

	/** @return array<string, string> */
	private static function view( array $change = [] ): array {
		return $change + [
			'page' => '12',
			'type' => 'product',
			'path' => '/shop/blue-mug/',
			'ref'  => 'www.search.example',
		];
	}

	/** @return array<string, string> */
	private static function consented( array $change = [] ): array {
		return self::view(
			$change + [
				'consent' => '1',
				'id'      => self::ID,
			]
		);
	}

	/** @return list<array<string, string>> */
	private function rows( string $table ): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT * FROM ' . StatisticsTables::name( $table ), ARRAY_A ); // phpcs:ignore WordPress.DB
	}

	public function test_a_view_with_consent_is_counted_with_a_visit_row_holding_no_address_or_user_agent(): void {
		$response = $this->hit( self::consented() );

		$this->assertSame( 202, $response->get_status() );
		$this->assertTrue( $response->get_data()['counted'] );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$day = gmdate( 'Y-m-d' );
		$this->assertSame(
			[
				[
					'day'       => $day,
					'path'      => '/shop/blue-mug/',
					'page_id'   => '12',
					'post_type' => 'product',
					'views'     => '1',
				],
			],
			$this->rows( 'pages' )
		);
		$this->assertSame(
			[
				[
					'day'    => $day,
					'domain' => 'search.example',
					'views'  => '1',
				],
			],
			$this->rows( 'referrers' )
		);
		$visits = $this->rows( 'visits' );
		$this->assertCount( 1, $visits );
		$this->assertSame( [ 'id', 'created_at', 'day', 'page_id', 'path', 'post_type', 'referrer', 'visitor' ], array_keys( $visits[0] ) );
		$this->assertSame( [ $day, '12', '/shop/blue-mug/', 'product', 'search.example' ], [ $visits[0]['day'], $visits[0]['page_id'], $visits[0]['path'], $visits[0]['post_type'], $visits[0]['referrer'] ] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{16}$/', $visits[0]['visitor'] );
		global $wpdb;
		$stored = wp_json_encode( [ $visits, $wpdb->get_results( 'SELECT * FROM ' . GuardTables::name( 'rate_limits' ) ) ] ); // phpcs:ignore WordPress.DB
		foreach ( [ $_SERVER['REMOTE_ADDR'], 'Mozilla', self::ID ] as $personal ) {
			$this->assertStringNotContainsString( $personal, (string) $stored );
		}
	}

	public function test_views_add_up_per_day_and_path_and_the_query_string_is_dropped(): void {
		$this->hit( self::consented() );
		$this->hit( self::consented( [ 'path' => '/shop/blue-mug/?utm_source=mail&email=a@b.example' ] ) );
		$this->hit( self::consented( [ 'ref' => '' ] ) );
		$this->hit( self::consented( [ 'path' => '/about/', 'page' => '3', 'type' => 'page' ] ) );

		$views = array_column( $this->rows( 'pages' ), 'views', 'path' );
		ksort( $views );
		$this->assertSame( [ '/about/' => '1', '/shop/blue-mug/' => '3' ], $views );
		$this->assertSame( '3', $this->rows( 'referrers' )[0]['views'] );
		$this->assertCount( 4, $this->rows( 'visits' ) );
		$this->assertCount( 1, array_unique( array_column( $this->rows( 'visits' ), 'visitor' ) ), 'one client is one visitor per day' );
		$this->assertStringNotContainsString( 'email', (string) wp_json_encode( $this->rows( 'visits' ) ) );
	}

	public function test_without_consent_nothing_is_written_while_anonymous_statistics_are_off(): void {
		$response = $this->hit( self::view() );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no_consent', $response->get_data()['code'] );
		$this->assertSame( [], $this->rows( 'pages' ) );
		$this->assertSame( [], $this->rows( 'referrers' ) );
	}

	public function test_anonymous_statistics_count_daily_totals_only(): void {
		$this->set_statistics( [ 'anonymous' => true ] );

		$response = $this->hit( self::view() );

		$this->assertSame( 202, $response->get_status() );
		$this->assertArrayNotHasKey( 'Set-Cookie', $response->get_headers() );
		$this->assertSame( '1', $this->rows( 'pages' )[0]['views'] );
		$this->assertSame( 'search.example', $this->rows( 'referrers' )[0]['domain'] );
		$this->assertSame( [], $this->rows( 'visits' ) );
	}

	public function test_consent_given_after_an_anonymous_count_adds_the_visit_row_without_a_second_view(): void {
		$this->set_statistics( [ 'anonymous' => true ] );

		$this->hit( self::view() );
		$this->assertSame( 202, $this->hit( self::consented( [ 'counted' => '1' ] ) )->get_status() );

		$this->assertSame( '1', $this->rows( 'pages' )[0]['views'] );
		$this->assertSame( '1', $this->rows( 'referrers' )[0]['views'] );
		$this->assertCount( 1, $this->rows( 'visits' ) );
	}

	public function test_nothing_is_counted_while_statistics_are_off(): void {
		$this->set_statistics( [ 'enabled' => false ] );

		$response = $this->hit( self::consented() );

		$this->assertSame( 'disabled', $response->get_data()['code'] );
		$this->assertSame( [], $this->rows( 'pages' ) );
		$this->assertSame( [], $this->rows( 'visits' ) );
	}

	public function test_a_referral_from_the_site_itself_is_no_referrer(): void {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );

		$this->hit( self::consented( [ 'ref' => $host ] ) );

		$this->assertSame( '1', $this->rows( 'pages' )[0]['views'] );
		$this->assertSame( [], $this->rows( 'referrers' ) );
		$this->assertSame( '', $this->rows( 'visits' )[0]['referrer'] );
	}

	/** @return array<string, array{array<string, mixed>, string}> */
	public static function invalid_beacons(): array {
		return [
			'no path'                    => [ [ 'path' => null ], 'path' ],
			'path without slash'         => [ [ 'path' => 'shop/' ], 'path' ],
			'path with a space'          => [ [ 'path' => '/a b/' ], 'path' ],
			'path ending in a newline'   => [ [ 'path' => "/a/\n" ], 'path' ],
			'path too long'              => [ [ 'path' => '/' . str_repeat( 'a', 2048 ) ], 'path' ],
			'page not a number'          => [ [ 'page' => '12a' ], 'page' ],
			'negative page'              => [ [ 'page' => '-1' ], 'page' ],
			'type with capitals'         => [ [ 'type' => 'Product' ], 'type' ],
			'type too long'              => [ [ 'type' => str_repeat( 'a', 21 ) ], 'type' ],
			'referrer with a path'       => [ [ 'ref' => 'evil.example/x' ], 'ref' ],
			'consent 2'                  => [ [ 'consent' => '2' ], 'consent' ],
			'counted without consent'    => [ [ 'consent' => '0', 'counted' => '1' ], 'counted' ],
			'array instead of text'      => [ [ 'page' => [ '1' ] ], 'page' ],
		];
	}

	/**
	 * @dataProvider invalid_beacons
	 * @param array<string, mixed> $change Invalid part (null removes the field).
	 * @param string               $field  The field named in the answer.
	 */
	public function test_invalid_beacons_are_refused_with_a_message_and_write_nothing( array $change, string $field ): void {
		$this->set_statistics( [ 'anonymous' => true ] );
		$fields = array_filter( $change + self::consented(), static fn ( $value ): bool => null !== $value );

		$response = $this->hit( $fields );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $field, $response->as_error()->get_error_message(), 'the message names the field' );
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$this->assertSame( [], $this->rows( $table ), $table );
		}
	}

	/** @return array<string, array{string}> */
	public static function bots(): array {
		return [
			'Googlebot'       => [ 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' ],
			'Bing'            => [ 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' ],
			'headless Chrome' => [ 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36' ],
			'link preview'    => [ 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' ],
			'AI crawler'      => [ 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)' ],
			'curl'            => [ 'curl/8.5.0' ],
			'no user agent'   => [ '' ],
		];
	}

	/**
	 * @dataProvider bots
	 * @param string $user_agent A bot's user agent.
	 */
	public function test_bots_are_not_counted( string $user_agent ): void {
		$_SERVER['HTTP_USER_AGENT'] = $user_agent;

		$response = $this->hit( self::consented() );

		$this->assertSame( 'bot', $response->get_data()['code'] );
		$this->assertSame( [], $this->rows( 'pages' ) );
		$this->assertSame( [], $this->rows( 'visits' ) );
	}

	public function test_a_client_over_the_limit_gets_429_and_nothing_is_written(): void {
		$limit = static fn (): int => 3;
		add_filter( 'shop_consent_rate_limit', $limit );
		try {
			for ( $i = 0; $i < 3; $i++ ) {
				$this->assertSame( 202, $this->hit( self::consented() )->get_status() );
			}
			$refused = $this->hit( self::consented() );

			$this->assertSame( 429, $refused->get_status() );
			$this->assertNotEmpty( $refused->as_error()->get_error_message() );
			$this->assertSame( '3', $this->rows( 'pages' )[0]['views'] );
			$this->assertCount( 3, $this->rows( 'visits' ) );

			$_SERVER['REMOTE_ADDR'] = '192.0.2.200';
			$this->assertSame( 202, $this->hit( self::consented() )->get_status(), 'other clients are not limited' );
		} finally {
			remove_filter( 'shop_consent_rate_limit', $limit );
		}
	}

	/**
	 * The collector with a client limit of one beacon.
	 */
	private static function collector(): Collector {
		$guard = new GuardConfig( [], [ 'shop.example' ], [ 'statistics' => [ 1, 600, 100 ] ] );
		return new Collector( new CollectorConfig( true, false, '/bot/', 'shop.example', $guard ), new HitStore() );
	}

	public function test_the_rate_limit_key_changes_every_day_and_expired_windows_are_forgotten(): void {
		global $wpdb;
		$collector = self::collector();
		$client    = new ClientRequest( '203.0.113.9', self::BROWSER, null );
		$today     = strtotime( 'today 12:00 UTC' );
		$clients   = static fn(): array => $wpdb->get_col( 'SELECT client FROM ' . GuardTables::name( 'rate_limits' ) . " WHERE client <> '*'" ); // phpcs:ignore WordPress.DB

		$this->assertSame( 202, $collector->collect( self::consented(), $client, $today )->status );
		$this->assertSame( 429, $collector->collect( self::consented(), $client, $today + 1 )->status );
		$first_day = $clients();
		$this->assertCount( 1, $first_day );
		$this->assertSame( 202, $collector->collect( self::consented(), $client, $today + DAY_IN_SECONDS )->status );

		// A new counter deletes expired ones now and then (one write in a hundred): the first day's may be gone.
		$next_day = array_diff( $clients(), $first_day );
		$this->assertCount( 1, $next_day, 'another day, another key' );

		GuardTables::limiter()->counters->purge( $today + DAY_IN_SECONDS + 600 );
		$this->assertSame( [], $clients(), 'windows that are over are forgotten' );
	}

	public function test_the_same_visitor_cannot_be_linked_across_days(): void {
		$collector = new Collector( new CollectorConfig( true, false, '/bot/', 'shop.example', new GuardConfig( [], [], [] ) ), new HitStore() );
		$client    = new ClientRequest( '203.0.113.9', self::BROWSER, null );
		$today     = strtotime( 'today 12:00 UTC' );

		$collector->collect( self::consented(), $client, $today );
		$collector->collect( self::consented(), $client, $today + 60 );
		$collector->collect( self::consented(), $client, $today + DAY_IN_SECONDS );

		$visitors = array_column( $this->rows( 'visits' ), 'visitor', 'id' );
		ksort( $visitors );
		[ $first, $again, $next_day ] = array_values( $visitors );
		$this->assertSame( $first, $again, 'one visitor per day' );
		$this->assertNotSame( $first, $next_day, 'the next day is keyed by a new salt' );
		global $wpdb;
		$this->assertSame( [ gmdate( 'Y-m-d', $today + DAY_IN_SECONDS ) ], $wpdb->get_col( 'SELECT day FROM ' . GuardTables::name( 'salts' ) ), 'the first day\'s salt is gone: its hashes can never be computed again' ); // phpcs:ignore WordPress.DB
	}

	public function test_the_consent_id_is_never_read_into_statistics(): void {
		$with_id    = $this->hit( self::consented() );
		$without_id = $this->hit( self::view( [ 'consent' => '1' ] ) );
		$no_consent = $this->hit( self::view( [ 'id' => 'not even hex' ] ) );

		$this->assertSame( [ 202, 202, 200 ], [ $with_id->get_status(), $without_id->get_status(), $no_consent->get_status() ] );
		$visitors = array_unique( array_column( $this->rows( 'visits' ), 'visitor' ) );
		$this->assertCount( 1, $visitors, 'with or without the id, the same visitor' );
		$this->assertNotSame( substr( hash( 'sha256', self::ID ), 0, 16 ), $visitors[0] );
	}

	public function test_upgrading_from_schema_1_drops_the_client_table_and_rekeys_visitor_hashes(): void {
		global $wpdb;
		$visits = StatisticsTables::name( 'visits' );
		$old    = substr( hash_hmac( 'sha256', self::ID . '|2026-01-01', 'secret' ), 0, 16 );
		$wpdb->insert( $visits, [ 'created_at' => '2026-01-01 10:00:00', 'day' => '2026-01-01', 'path' => '/', 'visitor' => $old ] ); // phpcs:ignore WordPress.DB
		$wpdb->insert( $visits, [ 'created_at' => '2026-01-01 10:05:00', 'day' => '2026-01-01', 'path' => '/a/', 'visitor' => $old ] ); // phpcs:ignore WordPress.DB
		$wpdb->query( 'CREATE TABLE IF NOT EXISTS ' . StatisticsTables::name( 'clients' ) . ' (client char(16) NOT NULL)' ); // phpcs:ignore WordPress.DB
		update_option( StatisticsTables::VERSION_OPTION, '1' );
		try {
			StatisticsTables::maybe_upgrade();
			$rekeyed = $wpdb->get_col( "SELECT visitor FROM {$visits} WHERE day = '2026-01-01'" ); // phpcs:ignore WordPress.DB
		} finally {
			// CREATE and DROP TABLE committed the test's transaction: clean up by hand.
			$wpdb->query( "DELETE FROM {$visits} WHERE day = '2026-01-01'" ); // phpcs:ignore WordPress.DB
			StatisticsTables::install();
		}
		$this->assertCount( 2, $rekeyed );
		$this->assertSame( $rekeyed[0], $rekeyed[1], 'distinct visitors of the day still count' );
		$this->assertNotSame( $old, $rekeyed[0], 'the old hash cannot be recomputed from a consent id any more' );
		$this->assertSame( [], $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', StatisticsTables::name( 'clients' ) ) ) );
		$this->assertSame( StatisticsTables::SCHEMA_VERSION, get_option( StatisticsTables::VERSION_OPTION ) );
	}
}
