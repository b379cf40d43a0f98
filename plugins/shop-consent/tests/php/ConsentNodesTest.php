<?php
/**
 * The consent log, the statistics and the settings on two web nodes with a Redis persistent object cache.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\CacheNodes;
use ShopBundle\Tests\TestCase;
use ShopConsent\Guard\GuardTables;
use ShopConsent\Log\ConsentLogTable;
use ShopConsent\Settings\Settings;
use ShopConsent\Statistics\StatisticsTables;

/**
 * Beacons and decisions sent by visitors to both nodes at once, with Redis flushed and then restarted between rounds,
 * are each stored once: every accepted one has its row, nothing more (no buffer, no file, nothing held in Redis). A
 * settings save on one node is what the other's next request reads. The nodes are PHP processes of their own
 * (CacheNodes), so this test leaves its transaction and deletes its rows.
 */
final class ConsentNodesTest extends TestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

	private string $path = '';

	private string $consent_id = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// Outside any transaction: the uninstall contract test may have dropped the tables (DROP commits).
		ConsentLogTable::install();
		StatisticsTables::install();
		GuardTables::install();
	}

	protected function setUp(): void {
		parent::setUp();
		CacheNodes::join();
		$this->path       = '/nodes-' . strtolower( wp_generate_password( 10, false ) ) . '/';
		$this->consent_id = bin2hex( random_bytes( 16 ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		foreach ( [ 'pages', 'visits' ] as $table ) {
			$wpdb->delete( StatisticsTables::name( $table ), [ 'path' => $this->path ] );
		}
		$wpdb->delete( ConsentLogTable::name(), [ 'consent_hash' => $this->consent_hash() ] );
		// phpcs:enable
		CacheNodes::leave(); // The settings too.
		parent::tearDown();
	}

	private function consent_hash(): string {
		return hash_hmac( 'sha256', $this->consent_id, wp_salt( 'auth' ) );
	}

	/**
	 * One node's request: visitors of their own (an address each) sending statistics beacons and consent decisions
	 * through the public routes, as cached pages do.
	 *
	 * @return string PHP for CacheNodes; it returns the accepted beacons and decisions.
	 */
	private function visitors( int $count ): string {
		return sprintf(
			'$accepted = [ "hits" => 0, "decisions" => 0 ];
			for ( $i = 0; $i < %d; $i++ ) {
				$_SERVER["REMOTE_ADDR"]     = "10." . wp_rand( 1, 250 ) . "." . wp_rand( 1, 250 ) . "." . wp_rand( 1, 250 );
				$_SERVER["HTTP_USER_AGENT"] = %s;
				$hit = new WP_REST_Request( "POST", "/shop-consent/v1/hit" );
				$hit->set_body_params( [ "page" => "12", "type" => "product", "path" => %s, "consent" => "1" ] );
				$accepted["hits"] += 202 === rest_do_request( $hit )->get_status() ? 1 : 0;
				$log = new WP_REST_Request( "POST", "/shop-consent/v1/log" );
				$log->set_body_params( [ "id" => %s, "strict" => "1", "thirdparty" => "1", "advanced" => "0", "version" => "1", "textVersion" => "1", "region" => "", "source" => "banner" ] );
				$accepted["decisions"] += 201 === rest_do_request( $log )->get_status() ? 1 : 0;
			}
			return $accepted + [ "persistent" => wp_using_ext_object_cache() ];',
			$count,
			var_export( self::BROWSER, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( $this->path, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			var_export( $this->consent_id, true ) // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		);
	}

	public function test_every_accepted_beacon_and_decision_is_stored_once_whichever_node_took_it_across_a_flush_and_a_restart(): void {
		global $wpdb;
		$rounds = [ CacheNodes::run_at_once( [ $this->visitors( 6 ), $this->visitors( 6 ) ] ) ];
		CacheNodes::flush();
		$rounds[] = CacheNodes::run_at_once( [ $this->visitors( 6 ), $this->visitors( 6 ) ] );
		CacheNodes::restart();
		$rounds[] = CacheNodes::run_at_once( [ $this->visitors( 6 ), $this->visitors( 6 ) ] );
		$answers  = array_merge( ...$rounds );

		$this->assertSame( array_fill( 0, 6, true ), array_column( $answers, 'persistent' ), 'each node ran with the Redis drop-in' );
		$hits      = array_sum( array_column( $answers, 'hits' ) );
		$decisions = array_sum( array_column( $answers, 'decisions' ) );
		$this->assertSame( [ 36, 36 ], [ $hits, $decisions ], 'every beacon and decision accepted' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$views  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(views) FROM ' . StatisticsTables::name( 'pages' ) . ' WHERE path = %s', $this->path ) );
		$visits = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . StatisticsTables::name( 'visits' ) . ' WHERE path = %s', $this->path ) );
		$logged = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . ConsentLogTable::name() . ' WHERE consent_hash = %s', $this->consent_hash() ) );
		// phpcs:enable
		$this->assertSame( [ $hits, $hits, $decisions ], [ $views, $visits, $logged ], 'views, visits and log rows are the accepted ones' );
	}

	public function test_a_settings_save_on_one_node_is_read_by_the_others_next_request(): void {
		$admin = (int) get_users( [ 'role' => 'administrator', 'fields' => 'ID', 'number' => 1 ] )[0];
		$days  = wp_rand( 400, 900 );

		$saved = CacheNodes::run(
			sprintf(
				'wp_set_current_user( %d );
				$request = new WP_REST_Request( "POST", "/wp/v2/settings" );
				$request->set_body_params( [ %s => [ "log_retention_days" => %d ] ] );
				return rest_do_request( $request )->get_status();',
				$admin,
				var_export( Settings::OPTION, true ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions
				$days
			)
		);
		$read = CacheNodes::run( 'return ShopConsent\Settings\Settings::get()["log_retention_days"];' );
		CacheNodes::flush();
		$after_flush = CacheNodes::run( 'return ShopConsent\Settings\Settings::get()["log_retention_days"];' );

		$this->assertSame( 200, $saved );
		$this->assertSame( [ $days, $days ], [ $read, $after_flush ] );
	}
}
