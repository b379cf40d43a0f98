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
 * Scheduled once a day from init of an admin screen, a cron run or WP-CLI (never a storefront page), runs the purge
 * without arguments, unscheduled on deactivation.
 */
final class DailyPurgeTest extends TestCase {

	private const HOOK = 'shop_consent_test_purge';

	/** @var list<array<int, mixed>> Arguments of each purge call. */
	private array $calls = [];

	private DailyPurge $purge;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'wp_doing_cron', '__return_true' ); // Registered as a cron run registers it.
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
		remove_filter( 'wp_doing_cron', '__return_true' );
		remove_action( 'deactivate_' . plugin_basename( FILE ), [ $this->purge, 'unschedule' ] );
		parent::tearDown();
	}

	/**
	 * Fires a WordPress action for this purge only: runs the callbacks its register() added there (the other
	 * plugins' init callbacks must not run twice).
	 */
	private function fire_own( string $hook ): void {
		global $wp_filter;
		$ran = 0;
		foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : [] as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] === $this->purge ) {
					call_user_func( $callback['function'] );
					++$ran;
				}
			}
		}
		$this->assertGreaterThan( 0, $ran, "register() hooked the purge to {$hook}" );
	}

	public function test_init_schedules_one_daily_event_starting_later(): void {
		$this->fire_own( 'init' );
		$first = wp_next_scheduled( self::HOOK );
		$this->fire_own( 'init' );

		$this->assertSame( 'daily', wp_get_schedule( self::HOOK ) );
		$this->assertGreaterThan( time(), $first, 'the first run is not during activation' );
		$this->assertSame( $first, wp_next_scheduled( self::HOOK ), 'scheduling again keeps the event' );
	}

	public function test_a_storefront_page_does_not_check_the_schedule(): void {
		remove_filter( 'wp_doing_cron', '__return_true' );
		$storefront = new DailyPurge( self::HOOK, static function (): void {} );
		$storefront->register();

		try {
			$this->assertFalse( has_action( 'init', [ $storefront, 'schedule' ] ), 'no look-up of the cron array on a page' );
			$this->assertSame( 10, has_action( self::HOOK, [ $storefront, 'run' ] ), 'the event still runs the purge' );
		} finally {
			remove_action( self::HOOK, [ $storefront, 'run' ] );
			remove_action( 'deactivate_' . plugin_basename( FILE ), [ $storefront, 'unschedule' ] );
		}
	}

	public function test_the_event_runs_the_purge_without_arguments(): void {
		do_action( self::HOOK );
		do_action_ref_array( self::HOOK, [] );

		$this->assertSame( [ [], [] ], $this->calls );
	}

	public function test_deactivation_removes_the_event(): void {
		$this->purge->schedule();
		$this->assertIsInt( wp_next_scheduled( self::HOOK ) );

		$this->fire_own( 'deactivate_' . plugin_basename( FILE ) ); // What deactivate_plugins() fires.

		$this->assertFalse( wp_next_scheduled( self::HOOK ) );
	}
}
