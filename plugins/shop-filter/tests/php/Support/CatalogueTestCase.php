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

require_once __DIR__ . '/Catalogue.php';

/**
 * Makes sure the tables exist (outside any transaction: the uninstall contract test may have dropped them, and DROP
 * commits), then seeds CATALOGUE_SIZE products in each test's transaction; skips, with the reason, without WooCommerce.
 */
abstract class CatalogueTestCase extends TestCase {

	protected const CATALOGUE_SIZE = 30;

	protected Catalogue $catalogue;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( class_exists( 'WooCommerce' ) ) {
			IndexTables::install();
		}
	}

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		$this->catalogue = ( new Catalogue() )->seed( static::CATALOGUE_SIZE );
	}
}
