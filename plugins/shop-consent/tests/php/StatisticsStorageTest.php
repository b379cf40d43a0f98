<?php
/**
 * Visitor statistics: tables, retention, and what the page tells the beacon.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopConsent\Cron\DailyPurge;
use ShopConsent\Frontend\PublicSettings;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Settings\Settings;
use ShopConsent\Statistics\BeaconSettings;
use ShopConsent\Statistics\CollectorConfig;
use ShopConsent\Statistics\CollectorEndpoint;
use ShopConsent\Statistics\PageContext;
use ShopConsent\Statistics\StatisticsPurge;
use ShopConsent\Statistics\StatisticsTables;

/**
 * Rows older than the retention are purged daily; the page gives the beacon its URL (none for admins), page id and
 * type; the fast collector is used only after it answered the probe.
 */
final class StatisticsStorageTest extends TestCase {

	use HookedCallback;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		StatisticsTables::install();
	}

	protected function tearDown(): void {
		remove_all_filters( 'pre_http_request' );
		parent::tearDown();
	}

	/** @return list<string> */
	private function days( string $table ): array {
		global $wpdb;
		return $wpdb->get_col( 'SELECT day FROM ' . StatisticsTables::name( $table ) . ' ORDER BY day' ); // phpcs:ignore WordPress.DB
	}

	public function test_the_tables_exist_at_the_recorded_schema_version(): void {
		global $wpdb;
		$this->assertSame( StatisticsTables::SCHEMA_VERSION, get_option( StatisticsTables::VERSION_OPTION ) );
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$this->assertSame( StatisticsTables::name( $table ), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', StatisticsTables::name( $table ) ) ) );
		}
	}

	public function test_purge_deletes_days_before_the_retention(): void {
		global $wpdb;
		update_option( Settings::OPTION, [ 'statistics' => [ 'retention_days' => 30 ] ] );
		$now = strtotime( '2026-03-31 12:00:00 UTC' );
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$wpdb->query( 'DELETE FROM ' . StatisticsTables::name( $table ) ); // phpcs:ignore WordPress.DB
		}
		foreach ( [ '2026-03-01', '2026-03-02', '2026-03-31' ] as $day ) {
			$wpdb->insert( StatisticsTables::name( 'pages' ), [ 'day' => $day, 'path' => '/', 'views' => 1 ] ); // phpcs:ignore WordPress.DB
			$wpdb->insert( StatisticsTables::name( 'referrers' ), [ 'day' => $day, 'domain' => 'a.example', 'views' => 1 ] ); // phpcs:ignore WordPress.DB
			$wpdb->insert( StatisticsTables::name( 'visits' ), [ 'created_at' => $day . ' 10:00:00', 'day' => $day, 'path' => '/' ] ); // phpcs:ignore WordPress.DB
		}

		$deleted = ( new StatisticsPurge( new Settings() ) )->run( $now );

		$this->assertSame( [ 'pages' => 1, 'referrers' => 1, 'visits' => 1 ], $deleted );
		foreach ( [ 'pages', 'referrers', 'visits' ] as $table ) {
			$this->assertSame( [ '2026-03-02', '2026-03-31' ], $this->days( $table ), "30 days kept in {$table}, today included" );
		}
	}

	public function test_the_daily_events_purge_statistics_and_probe_the_collector(): void {
		global $wpdb;
		$wpdb->insert( StatisticsTables::name( 'pages' ), [ 'day' => '2001-01-01', 'path' => '/', 'views' => 1 ] ); // phpcs:ignore WordPress.DB

		// What an admin screen or cron run checks.
		$this->hooked_callback( StatisticsPurge::HOOK, DailyPurge::class )[0]->schedule();
		$this->hooked_callback( CollectorEndpoint::HOOK, CollectorEndpoint::class )[0]->schedule();
		$this->assertSame( 'daily', wp_get_schedule( StatisticsPurge::HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( CollectorEndpoint::HOOK ) );
		do_action( StatisticsPurge::HOOK ); // What WP-Cron runs once a day.

		$this->assertSame( [], array_filter( $this->days( 'pages' ), static fn ( string $day ): bool => '2001-01-01' === $day ) );
	}

	public function test_retention_outside_1_to_3650_days_is_refused(): void {
		$this->act_as( 'administrator' );
		foreach ( [ 0, 3651 ] as $days ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', [ Settings::OPTION => [ 'statistics' => [ 'retention_days' => $days ] ] ] );
			$this->assertSame( 400, $response->get_status() );
		}
		$this->assertSame( 365, ( new Settings() )->get()['statistics']['retention_days'] );
	}

	/** @return array{url: string, anonymous: bool, page: int, type: string} */
	private function beacon_settings(): array {
		return ( new PublicSettings( new Settings(), new HandleMarkup(), new BeaconSettings( new Settings(), new CollectorEndpoint(), new PageContext() ) ) )->build()['statistics'];
	}

	public function test_the_page_gives_the_beacon_its_page_id_and_post_type(): void {
		$page = wp_insert_post(
			[
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_status' => 'publish',
			]
		);
		$this->on_page(
			'page_id=' . $page,
			function () use ( $page ): void {
				$statistics = $this->beacon_settings();

				$this->assertSame( $page, $statistics['page'] );
				$this->assertSame( 'page', $statistics['type'] );
				$this->assertFalse( $statistics['anonymous'] );
				$this->assertNotSame( '', $statistics['url'] );
			}
		);
		$this->on_page( 's=mug', fn () => $this->assertSame( [ 0, 'search' ], [ $this->beacon_settings()['page'], $this->beacon_settings()['type'] ] ) );
	}

	public function test_administrators_get_no_beacon_url_and_nor_does_anyone_with_statistics_off(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( '', $this->beacon_settings()['url'] );

		wp_set_current_user( 0 );
		update_option( Settings::OPTION, [ 'statistics' => [ 'enabled' => false ] ] );
		$this->assertSame( '', $this->beacon_settings()['url'] );
	}

	public function test_pages_use_the_rest_route_until_the_collector_answers_the_probe(): void {
		delete_option( CollectorEndpoint::OPTION );
		$endpoint = new CollectorEndpoint();
		$this->assertSame( rest_url( CollectorEndpoint::REST_ROUTE ), $endpoint->url() );

		add_filter( 'pre_http_request', static fn () => [ 'response' => [ 'code' => 404 ], 'headers' => [], 'body' => '' ] );
		$this->assertFalse( $endpoint->probe() );
		$this->assertSame( rest_url( CollectorEndpoint::REST_ROUTE ), $endpoint->url() );
		remove_all_filters( 'pre_http_request' );

		// The real collector of the local stack, through nginx and php-fpm.
		$this->assertTrue( $endpoint->probe() );
		$this->assertSame( CollectorEndpoint::collector_url(), $endpoint->url() );
		$this->assertStringEndsWith( '/wp-content/plugins/shop-consent/collect.php', $endpoint->url() );
	}

	/**
	 * Runs the main query for some query vars, as a page view would, then puts the globals back.
	 *
	 * @param string   $query_vars E.g. `page_id=12`.
	 * @param callable $check      Runs while the query is the main one.
	 */
	private function on_page( string $query_vars, callable $check ): void {
		global $wp, $wp_query, $wp_the_query;
		$saved = [ $wp, $wp_query, $wp_the_query ];
		try {
			$wp_the_query = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
			$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
			$wp           = new \WP(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
			$wp->parse_request( $query_vars );
			$wp->query_posts();
			$check();
		} finally {
			[ $wp, $wp_query, $wp_the_query ] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		}
	}
}
