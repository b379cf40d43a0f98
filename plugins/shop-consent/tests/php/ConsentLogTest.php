<?php
/**
 * The consent log: the public beacon endpoint, its rate limit and the daily purge.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\Support\HookedCallback;
use ShopBundle\Tests\TestCase;
use ShopConsent\Cron\DailyPurge;
use ShopConsent\Log\ConsentIdHash;
use ShopConsent\Log\ConsentLogTable;
use ShopConsent\Log\Purge;
use ShopConsent\Settings\Settings;

/**
 * One row per valid decision, none for invalid input or over the limit; old rows purged.
 */
final class ConsentLogTest extends TestCase {

	use HookedCallback;

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

	public function test_a_decision_is_stored_without_ip_and_without_the_consent_id(): void {
		global $wpdb;
		$before   = $this->rows();
		$response = $this->rest( 'POST', '/shop-consent/v1/log', self::entry() );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $before + 1, $this->rows() );
		$row = $wpdb->get_row( 'SELECT * FROM ' . ConsentLogTable::name() . ' ORDER BY id DESC LIMIT 1', ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertSame( [ hash_hmac( 'sha256', self::ID, wp_salt( 'auth' ) ), '1', '1', '0', '2', '3', 'EU', 'banner' ], [ $row['consent_hash'], $row['strict'], $row['thirdparty'], $row['advanced'], $row['consent_version'], $row['text_version'], $row['region'], $row['source'] ] );
		$this->assertEqualsWithDelta( time(), strtotime( $row['created_at'] . ' UTC' ), 5 );
		$this->assertStringNotContainsString( $_SERVER['REMOTE_ADDR'], implode( '|', $row ) );
		$this->assertStringNotContainsString( self::ID, implode( '|', $row ), 'the id is the visitor\'s cookie: never stored' );
		$this->assertSame( [ 'id', 'consent_hash', 'created_at', 'strict', 'thirdparty', 'advanced', 'consent_version', 'text_version', 'region', 'source' ], array_keys( $row ) );
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
			$wpdb->insert( $table, [ 'consent_hash' => str_pad( $name, 64, '0' ), 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $age ) ] ); // phpcs:ignore WordPress.DB
		}

		$deleted = ( new Purge( new Settings() ) )->run();

		$this->assertSame( 1, $deleted );
		$this->assertSame( [ str_pad( 'new', 64, '0' ), str_pad( 'now', 64, '0' ) ], $wpdb->get_col( "SELECT consent_hash FROM {$table} ORDER BY id" ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_daily_event_purges_the_log(): void {
		global $wpdb;
		$table = ConsentLogTable::name();
		$wpdb->insert( $table, [ 'consent_hash' => str_pad( 'ancient', 64, '0' ), 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 400 * DAY_IN_SECONDS ) ] ); // phpcs:ignore WordPress.DB

		$this->hooked_callback( Purge::HOOK, DailyPurge::class )[0]->schedule(); // What an admin screen or cron run checks.
		$this->assertSame( 'daily', wp_get_schedule( Purge::HOOK ) );
		do_action( Purge::HOOK ); // What WP-Cron runs once a day.

		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE consent_hash = %s", str_pad( 'ancient', 64, '0' ) ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_upgrade_hashes_the_ids_version_1_stored_in_clear_and_drops_their_column(): void {
		global $wpdb;
		$table = ConsentLogTable::name();
		$other = str_repeat( 'e', 32 );
		// phpcs:disable WordPress.DB -- the version 1 table, as it was (DDL commits: the table is put back below).
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		$wpdb->query( "CREATE TABLE {$table} ( id bigint(20) unsigned NOT NULL AUTO_INCREMENT, consent_id char(32) NOT NULL, created_at datetime NOT NULL, strict tinyint(1) unsigned NOT NULL DEFAULT 0, thirdparty tinyint(1) unsigned NOT NULL DEFAULT 0, advanced tinyint(1) unsigned NOT NULL DEFAULT 0, consent_version int(10) unsigned NOT NULL DEFAULT 1, text_version int(10) unsigned NOT NULL DEFAULT 1, region varchar(8) NOT NULL DEFAULT '', source varchar(20) NOT NULL DEFAULT '', PRIMARY KEY  (id), KEY consent_id (consent_id), KEY created_at (created_at) )" );
		foreach ( [ self::ID, $other, self::ID ] as $i => $id ) {
			$wpdb->insert( $table, [ 'consent_id' => $id, 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $i ), 'strict' => 1 ] );
		}
		update_option( ConsentLogTable::VERSION_OPTION, '1' );

		try {
			ConsentLogTable::maybe_upgrade();

			$this->assertSame( '2', get_option( ConsentLogTable::VERSION_OPTION ) );
			$this->assertSame(
				[ ConsentIdHash::of( self::ID ), hash_hmac( 'sha256', $other, wp_salt( 'auth' ) ), ConsentIdHash::of( self::ID ) ],
				$wpdb->get_col( "SELECT consent_hash FROM {$table} ORDER BY id" ),
				'the SQL upgrade computes the same HMAC as PHP'
			);
			$this->assertSame( [ 'id', 'consent_hash', 'created_at' ], array_slice( $wpdb->get_col( "SHOW COLUMNS FROM {$table}" ), 0, 3 ), 'the ids are gone, the hash where a new install has it' );
			$this->act_as( 'administrator' );
			$found = $this->rest( 'GET', '/shop-consent/v1/log/entries', [ 'search' => self::ID ] );
			$this->assertCount( 2, $found->get_data(), 'a visitor\'s id still finds their rows' );
		} finally {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
			ConsentLogTable::install();
		}
		// phpcs:enable
	}
}
