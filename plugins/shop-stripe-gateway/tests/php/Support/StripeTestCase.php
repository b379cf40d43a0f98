<?php
/**
 * Base of the tests that talk to (an intercepted) Stripe.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Endpoints\RateLimitTable;

require_once __DIR__ . '/StripeFixtures.php';

/**
 * Skips, with the reason printed, without WooCommerce or without Stripe's example objects.
 */
abstract class StripeTestCase extends TestCase {

	/** The rate-limit table, which the bundle's uninstall contract test dropped in another process. */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		RateLimitTable::install();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		if ( '' === StripeFixtures::path() ) {
			$this->markTestSkipped( "Stripe's example objects (tests/php/fixtures/stripe-resources.json, or SHOP_STRIPE_FIXTURES) are not readable." );
		}
	}
}
