<?php
/**
 * Visitor statistics: collect.php itself, in a PHP process of its own.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Statistics\CollectorConfig;
use ShopConsent\Statistics\StatisticsTables;

/**
 * Runs collect.php as php-fpm would, requested through the docroot (where the plugin is a symlink), on the test
 * database: it must find wp-load.php, load WordPress with SHORTINIT only (no plugins) and store the view with the
 * same rules as the REST route. Its rows are committed by that process, so this test leaves its transaction and
 * deletes them itself.
 */
final class StatisticsFastCollectorTest extends TestCase {

	private string $path = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		StatisticsTables::install();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' ); // The other process's rows must be visible here.
		$this->path = '/fast-collector-' . strtolower( wp_generate_password( 10, false ) ) . '/';
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( [ 'pages', 'visits' ] as $table ) {
			$wpdb->delete( StatisticsTables::name( $table ), [ 'path' => $this->path ] ); // phpcs:ignore WordPress.DB
		}
		$wpdb->query( 'START TRANSACTION' ); // For the parent's ROLLBACK.
		parent::tearDown();
	}

	/**
	 * Runs collect.php with a POST body.
	 *
	 * @param array<string, string> $post       Form fields.
	 * @param string                $user_agent User-Agent header.
	 * @param array<string, string> $server     More of $_SERVER (headers).
	 * @return array{status: int, body: string, plugins_loaded: int}
	 */
	private function collect( array $post, string $user_agent, array $server = [] ): array {
		$script = ABSPATH . 'wp-content/plugins/shop-consent/collect.php';
		$this->assertTrue( is_file( $script ), 'the plugin is in the docroot' );
		$code = sprintf(
			'$_SERVER = %s + $_SERVER; $_SERVER["REQUEST_METHOD"] = "POST"; $_SERVER["SCRIPT_FILENAME"] = %s; $_SERVER["HTTP_USER_AGENT"] = %s; $_POST = %s;'
			. ' register_shutdown_function( static function () { fwrite( STDERR, json_encode( [ "status" => http_response_code(), "plugins_loaded" => did_action( "plugins_loaded" ) ] ) ); } );'
			. ' require $_SERVER["SCRIPT_FILENAME"];',
			var_export( $server + [ 'REMOTE_ADDR' => '192.0.2.7' ], true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( $script, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( $user_agent, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( $post, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
		$process = proc_open(
			[ PHP_BINARY, '-r', $code ],
			[
				1 => [ 'pipe', 'w' ],
				2 => [ 'pipe', 'w' ],
			],
			$pipes,
			ABSPATH,
			[ 'SHOP_TEST_DB' => '1' ] + getenv()
		);
		$this->assertIsResource( $process );
		$body   = (string) stream_get_contents( $pipes[1] );
		$report = json_decode( (string) stream_get_contents( $pipes[2] ), true );
		proc_close( $process );
		$this->assertIsArray( $report, 'the process reported its status' );
		return [
			'status'         => (int) $report['status'],
			'body'           => $body,
			'plugins_loaded' => (int) $report['plugins_loaded'],
		];
	}

	public function test_the_fast_collector_stores_a_view_without_loading_plugins(): void {
		global $wpdb;
		$result = $this->collect(
			[
				'page'    => '7',
				'type'    => 'post',
				'path'    => $this->path,
				'consent' => '1',
				'id'      => '0123456789abcdef0123456789abcdef',
			],
			'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36'
		);

		$this->assertSame( 202, $result['status'] );
		$this->assertSame( [ 'counted' => true, 'code' => 'counted' ], json_decode( $result['body'], true ) );
		$this->assertSame( 0, $result['plugins_loaded'], 'SHORTINIT: no plugin was loaded' );
		$views = $wpdb->get_var( $wpdb->prepare( 'SELECT views FROM ' . StatisticsTables::name( 'pages' ) . ' WHERE path = %s', $this->path ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( '1', $views );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . StatisticsTables::name( 'visits' ) . ' WHERE path = %s', $this->path ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_fast_collector_refuses_bad_input_and_bots_like_the_rest_route(): void {
		global $wpdb;
		$bad = $this->collect( [ 'path' => 'no-slash' ], 'Mozilla/5.0 Chrome/140.0' );
		$bot = $this->collect( [ 'path' => $this->path, 'consent' => '1' ], 'Mozilla/5.0 (compatible; Googlebot/2.1)' );

		$this->assertSame( 400, $bad['status'] );
		$this->assertSame( 'path', json_decode( $bad['body'], true )['field'] );
		$this->assertSame( 200, $bot['status'] );
		$this->assertSame( 'bot', json_decode( $bot['body'], true )['code'] );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SELECT views FROM ' . StatisticsTables::name( 'pages' ) . ' WHERE path = %s', $this->path ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_fast_collector_refuses_another_sites_origin(): void {
		global $wpdb;
		$foreign = $this->collect( [ 'path' => $this->path, 'consent' => '1' ], 'Mozilla/5.0 Chrome/140.0', [ 'HTTP_ORIGIN' => 'https://evil.example' ] );
		$own     = $this->collect( [ 'path' => $this->path, 'consent' => '1' ], 'Mozilla/5.0 Chrome/140.0', [ 'HTTP_ORIGIN' => home_url() ] );

		$this->assertSame( 403, $foreign['status'] );
		$this->assertSame( 'foreign_origin', json_decode( $foreign['body'], true )['code'] );
		$this->assertSame( 202, $own['status'] );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT views FROM ' . StatisticsTables::name( 'pages' ) . ' WHERE path = %s', $this->path ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_fast_collector_counts_clients_behind_a_listed_proxy_by_the_header_the_admin_named(): void {
		$stored = get_option( CollectorConfig::OPTION );
		$this->assertIsArray( $stored, 'full WordPress stored the configuration' );
		$config                     = $stored;
		$config['guard']['proxies'] = [ '10.0.0.0/8' ];
		$config['guard']['header']  = 'X-Forwarded-For';
		$config['guard']['limits']['statistics'] = [ 1, 600, 1000 ];
		update_option( CollectorConfig::OPTION, $config ); // Committed: put back in finally.
		try {
			// Addresses no other test sends (the others use 192.0.2.7 and 198.51.100.x), random so a run repeated
			// within the limit's window doesn't meet its own earlier beacons.
			$proxy   = [ 'REMOTE_ADDR' => '10.0.' . wp_rand( 1, 250 ) . '.' . wp_rand( 1, 250 ) ];
			$beacon  = fn ( array $headers ): int => $this->collect( [ 'path' => $this->path, 'consent' => '1' ], 'Mozilla/5.0 Chrome/140.0', $proxy + $headers )['status'];
			$clients = [
				$beacon( [ 'HTTP_X_FORWARDED_FOR' => '203.0.113.' . wp_rand( 1, 120 ) ] ),
				$beacon( [ 'HTTP_X_FORWARDED_FOR' => '203.0.113.' . wp_rand( 130, 250 ) ] ),
				$beacon( [ 'HTTP_X_FORWARDED_FOR' => sprintf( '2001:db8:%x::1', wp_rand( 1, 0xffff ) ) ] ),
			];
			// Forwarded is not the header named: both beacons are the proxy's own, whatever they claim.
			$forged = [
				$beacon( [ 'HTTP_FORWARDED' => 'for=198.51.100.' . wp_rand( 1, 120 ) ] ),
				$beacon( [ 'HTTP_FORWARDED' => 'for=198.51.100.' . wp_rand( 130, 250 ) ] ),
			];
		} finally {
			update_option( CollectorConfig::OPTION, $stored );
		}

		$this->assertSame( [ 202, 202, 202 ], $clients, 'one beacon each: three visitors behind one proxy' );
		$this->assertSame( [ 202, 429 ], $forged, 'a header nobody named gives no fresh bucket' );
	}
}
