<?php
/**
 * When the fast collector's stored configuration is brought in step with the settings and filters.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Settings\Settings;
use ShopConsent\Statistics\CollectorConfig;
use ShopConsent\Statistics\CollectorConfigSync;

use const ShopConsent\FILE;

/**
 * A storefront page leaves it alone; an admin screen, a cron run or a settings save stores what changed, a filter
 * added in code included.
 */
final class CollectorConfigSyncTest extends TestCase {

	private const BOTS = '/shop-test-crawler/i';

	/** @var mixed */
	private $stored;

	protected function setUp(): void {
		parent::setUp();
		$this->stored = get_option( CollectorConfig::OPTION );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_doing_cron', '__return_true' );
		remove_all_filters( 'shop_consent_statistics_bots' );
		update_option( CollectorConfig::OPTION, $this->stored, true );
		parent::tearDown();
	}

	private function registered(): CollectorConfigSync {
		$sync = new CollectorConfigSync( new Settings() );
		$sync->register();
		return $sync;
	}

	private function unregister( CollectorConfigSync $sync ): void {
		remove_action( 'init', [ $sync, 'config' ], 99 );
		remove_action( 'update_option_' . Settings::OPTION, [ $sync, 'config' ] );
		remove_action( 'add_option_' . Settings::OPTION, [ $sync, 'config' ] );
		remove_action( 'deactivate_' . plugin_basename( FILE ), [ CollectorConfigSync::class, 'forget' ] );
	}

	public function test_a_storefront_page_does_not_compare_but_a_settings_save_still_stores(): void {
		$sync = $this->registered();
		try {
			$this->assertFalse( has_action( 'init', [ $sync, 'config' ] ), 'no comparison on a page' );
			$this->assertSame( 10, has_action( 'update_option_' . Settings::OPTION, [ $sync, 'config' ] ) );
		} finally {
			$this->unregister( $sync );
		}
	}

	public function test_a_cron_run_stores_a_pattern_a_filter_added_in_code(): void {
		add_filter( 'wp_doing_cron', '__return_true' );
		$sync = $this->registered();
		add_filter( 'shop_consent_statistics_bots', static fn (): string => self::BOTS );
		try {
			$this->assertSame( 99, has_action( 'init', [ $sync, 'config' ] ), 'after the other plugins\' init callbacks' );
			$this->assertNotSame( self::BOTS, get_option( CollectorConfig::OPTION )['bots'] ?? null );

			$sync->config(); // What init runs on a cron request.

			$this->assertSame( self::BOTS, get_option( CollectorConfig::OPTION )['bots'] ?? null );
		} finally {
			$this->unregister( $sync );
		}
	}
}
