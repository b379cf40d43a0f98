<?php
/**
 * Base of the tests that run over a seeded catalogue.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests\Support;

use ShopBundle\Tests\TestCase;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\Rebuild;
use ShopFilter\Index\SetBuilder;
use ShopFilter\Index\SetStore;

require_once __DIR__ . '/Catalogue.php';

/**
 * Makes sure the tables exist (outside any transaction: the uninstall contract test may have dropped them, and DROP
 * commits), then seeds CATALOGUE_SIZE products in each test's transaction; skips, with the reason, without WooCommerce.
 * Restores the script and style queues afterwards.
 */
abstract class CatalogueTestCase extends TestCase {

	protected const CATALOGUE_SIZE = 30;

	protected Catalogue $catalogue;

	/**
	 * Script and style queues before the test: rendering products enqueues the blocks' and the theme's scripts, and
	 * later tests compare the queues before and after their own page.
	 *
	 * @var array{list<string>, list<string>}
	 */
	private array $queues;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( class_exists( 'WooCommerce' ) ) {
			IndexTables::install();
		}
	}

	protected function setUp(): void {
		parent::setUp();
		$this->queues = [ wp_scripts()->queue, wp_styles()->queue ];
		$this->require_woocommerce();
		// The test site's own activation queued a rebuild that no runner takes: no rebuild runs unless a test says so.
		update_option( Rebuild::PROGRESS_OPTION, [ 'state' => 'done' ], false );
		$this->catalogue = ( new Catalogue() )->seed( static::CATALOGUE_SIZE );
	}

	/** Runs the background job that builds the sets after an index change (SetsRefresh), as Action Scheduler would. */
	protected function refresh_sets(): void {
		( new SetStore( new SetBuilder() ) )->refresh();
	}

	protected function tearDown(): void {
		[ wp_scripts()->queue, wp_styles()->queue ] = $this->queues;
		parent::tearDown();
	}
}
