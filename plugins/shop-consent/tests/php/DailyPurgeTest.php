<?php
/**
 * The daily purge event shared by the consent log and the statistics.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Cron\DailyPurge;

use const ShopConsent\FILE;

/**
 * Scheduled once a day from init, runs the purge without arguments, unscheduled on deactivation.
 */
final class DailyPurgeTest extends TestCase {

	private const HOOK = 'shop_consent_test_purge';

	/** @var list<array<int, mixed>> Arguments of each purge call. */
	private array $calls = [];

	private DailyPurge $purge;

	protected function setUp(): void {
		parent::setUp();
		$this->purge = new DailyPurge(
			self::HOOK,
			function ( mixed ...$args ): void {
				$this->calls[] = $args;
			}
		);
		$this->purge->register();
	}

	protected function tearDown(): void {
		wp_clear_scheduled_hook( self::HOOK );
		remove_all_actions( self::HOOK );
		remove_action( 'init', [ $this->purge, 'schedule' ] );
		remove_action( 'deactivate_' . plugin_basename( FILE ), [ $this->purge, 'unschedule' ] );
		parent::tearDown();
	}

	public function test_init_schedules_one_daily_event_starting_later(): void {
		$this->assertNotFalse( has_action( 'init', [ $this->purge, 'schedule' ] ) );

		$this->purge->schedule();
		$first = wp_next_scheduled( self::HOOK );
		$this->purge->schedule();

		$this->assertSame( 'daily', wp_get_schedule( self::HOOK ) );
		$this->assertGreaterThan( time(), $first, 'the first run is not during activation' );
		$this->assertSame( $first, wp_next_scheduled( self::HOOK ), 'scheduling again keeps the event' );
	}

	public function test_the_event_runs_the_purge_without_arguments(): void {
		do_action( self::HOOK );
		do_action_ref_array( self::HOOK, [] );

		$this->assertSame( [ [], [] ], $this->calls );
	}

	public function test_deactivation_removes_the_event(): void {
		$this->purge->schedule();
		$this->assertNotFalse( has_action( 'deactivate_' . plugin_basename( FILE ), [ $this->purge, 'unschedule' ] ) );

		$this->purge->unschedule();

		$this->assertFalse( wp_next_scheduled( self::HOOK ) );
	}
}
