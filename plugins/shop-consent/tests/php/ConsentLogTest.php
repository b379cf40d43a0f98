<?php
/**
 * The consent log: the public beacon endpoint, its rate limit and the daily purge.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Log\ConsentLogTable;
use ShopConsent\Log\Purge;
use ShopConsent\Settings\Settings;

/**
 * One row per valid decision, none for invalid input or over the limit; old rows purged.
 */
final class ConsentLogTest extends TestCase {

	private const ID = '0123456789abcdef0123456789abcdef';

	/** @var array<string, mixed> */
	private array $server = [];

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// Outside any transaction: the uninstall contract test may have dropped the table (DROP commits).
		ConsentLogTable::install();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->server                = $_SERVER;
		$_SERVER['REMOTE_ADDR']      = '203.0.113.' . wp_rand( 1, 250 );
		$_SERVER['HTTP_USER_AGENT']  = 'phpunit ' . wp_generate_password( 8, false );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
	}

	private function rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . ConsentLogTable::name() ); // phpcs:ignore WordPress.DB
	}

	/** @return array<string, string|int> */
	private static function entry(): array {
		return [
			'id'          => self::ID,
			'strict'      => '1',
			'thirdparty'  => '1',
			'advanced'    => '0',
			'version'     => '2',
			'textVersion' => '3',
			'region'      => 'EU',
			'source'      => 'banner',
		];
	}

	public function test_a_decision_is_stored_without_ip(): void {
		global $wpdb;
		$before   = $this->rows();
		$response = $this->rest( 'POST', '/shop-consent/v1/log', self::entry() );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $before + 1, $this->rows() );
		$row = $wpdb->get_row( 'SELECT * FROM ' . ConsentLogTable::name() . ' ORDER BY id DESC LIMIT 1', ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertSame( [ self::ID, '1', '1', '0', '2', '3', 'EU', 'banner' ], [ $row['consent_id'], $row['strict'], $row['thirdparty'], $row['advanced'], $row['consent_version'], $row['text_version'], $row['region'], $row['source'] ] );
		$this->assertEqualsWithDelta( time(), strtotime( $row['created_at'] . ' UTC' ), 5 );
		$this->assertStringNotContainsString( $_SERVER['REMOTE_ADDR'], implode( '|', $row ) );
		$this->assertSame( [ 'id', 'consent_id', 'created_at', 'strict', 'thirdparty', 'advanced', 'consent_version', 'text_version', 'region', 'source' ], array_keys( $row ) );
	}

	public function test_a_decision_migrated_from_the_replaced_plugin_is_stored_as_migrated(): void {
		global $wpdb;
		$response = $this->rest( 'POST', '/shop-consent/v1/log', [ 'source' => 'migrated' ] + self::entry() );

		$this->assertSame( 201, $response->get_status() );
		$source = $wpdb->get_var( 'SELECT source FROM ' . ConsentLogTable::name() . ' ORDER BY id DESC LIMIT 1' ); // phpcs:ignore WordPress.DB
		$this->assertSame( 'migrated', $source );
	}

	/** @return array<string, array{array<string, string>}> */
	public static function invalid_entries(): array {
		return [
			'short id'                    => [ [ 'id' => 'abc123' ] ],
			'upper-case id'               => [ [ 'id' => strtoupper( self::ID ) ] ],
			'flag 2'                      => [ [ 'advanced' => '2' ] ],
			'others without strict'       => [ [ 'strict' => '0' ] ],
			'version 0'                   => [ [ 'version' => '0' ] ],
			'text version not a number'   => [ [ 'textVersion' => 'x' ] ],
			'unknown source'              => [ [ 'source' => 'spam' ] ],
			'region too long'             => [ [ 'region' => 'EUROPE-WEST' ] ],
		];
	}

	/**
	 * @dataProvider invalid_entries
	 * @param array<string, string> $change Invalid part.
	 */
	public function test_invalid_input_is_refused_and_writes_nothing( array $change ): void {
		$before   = $this->rows();
		$response = $this->rest( 'POST', '/shop-consent/v1/log', $change + self::entry() );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->as_error()->get_error_message() );
		$this->assertSame( $before, $this->rows() );
	}

	public function test_missing_field_is_refused(): void {
		$entry = self::entry();
		unset( $entry['source'] );

		$this->assertSame( 400, $this->rest( 'POST', '/shop-consent/v1/log', $entry )->get_status() );
	}

	public function test_a_client_is_limited_to_30_writes_per_window(): void {
		$before = $this->rows();
		for ( $i = 0; $i < 30; $i++ ) {
			$this->assertSame( 201, $this->rest( 'POST', '/shop-consent/v1/log', self::entry() )->get_status() );
		}
		$refused = $this->rest( 'POST', '/shop-consent/v1/log', self::entry() );

		$this->assertSame( 429, $refused->get_status() );
		$this->assertNotEmpty( $refused->as_error()->get_error_message() );
		$this->assertSame( $before + 30, $this->rows() );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.201';
		$this->assertSame( 201, $this->rest( 'POST', '/shop-consent/v1/log', self::entry() )->get_status(), 'other clients are not limited' );
	}

	public function test_purge_deletes_rows_older_than_the_retention(): void {
		global $wpdb;
		update_option( 'shop_consent_settings', [ 'log_retention_days' => 30 ] );
		$table = ConsentLogTable::name();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB
		foreach ( [ 'old' => 31 * DAY_IN_SECONDS, 'new' => 29 * DAY_IN_SECONDS, 'now' => 0 ] as $name => $age ) {
			$wpdb->insert( $table, [ 'consent_id' => str_pad( $name, 32, '0' ), 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $age ) ] ); // phpcs:ignore WordPress.DB
		}

		$deleted = ( new Purge( new Settings() ) )->run();

		$this->assertSame( 1, $deleted );
		$this->assertSame( [ str_pad( 'new', 32, '0' ), str_pad( 'now', 32, '0' ) ], $wpdb->get_col( "SELECT consent_id FROM {$table} ORDER BY id" ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_daily_event_purges_the_log(): void {
		global $wpdb;
		$table = ConsentLogTable::name();
		$wpdb->insert( $table, [ 'consent_id' => str_pad( 'ancient', 32, '0' ), 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 400 * DAY_IN_SECONDS ) ] ); // phpcs:ignore WordPress.DB

		$this->assertSame( 'daily', wp_get_schedule( Purge::HOOK ) );
		do_action( Purge::HOOK ); // What WP-Cron runs once a day.

		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE consent_id = %s", str_pad( 'ancient', 32, '0' ) ) ) ); // phpcs:ignore WordPress.DB
	}
}
