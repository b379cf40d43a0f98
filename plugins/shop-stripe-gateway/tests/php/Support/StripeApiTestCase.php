<?php
/**
 * Base of the API client's tests.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Api\DebugLog;
use ShopStripeGateway\Api\Keys;
use ShopStripeGateway\Api\RetryPolicy;
use ShopStripeGateway\Api\StripeClient;

require_once __DIR__ . '/StripeTestCase.php';
require_once __DIR__ . '/FakeStripe.php';

/**
 * Each test gets a FakeStripe already intercepting, a client whose waits are recorded instead of slept, and
 * filters that are removed after it.
 */
abstract class StripeApiTestCase extends StripeTestCase {

	/** The secret key the tests' client sends. */
	protected const SECRET_KEY = 'sk_test_51AbCdEfGhIjKlMnOpQrStUv';

	/** The spec's text for every error customers need no details of. */
	protected const GENERIC_MESSAGE = 'Unable to process this payment, please try again or use alternative method.';

	/** Stripe, faked. */
	protected FakeStripe $stripe;

	/**
	 * Seconds the client asked to wait, in order.
	 *
	 * @var list<float>
	 */
	protected array $sleeps = [];

	/**
	 * Filters added by the test, removed in tearDown().
	 *
	 * @var list<array{string, callable, int}>
	 */
	private array $filters = [];

	protected function setUp(): void {
		parent::setUp();
		$this->stripe = ( new FakeStripe() )->start();
	}

	protected function tearDown(): void {
		$this->stripe->stop();
		foreach ( $this->filters as [ $hook, $callback, $priority ] ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->filters = [];
		parent::tearDown();
	}

	/**
	 * A client against the fake, waiting through $this->sleeps.
	 *
	 * @param string        $api_base Base URL.
	 * @param DebugLog|null $log      Debug log, off by default.
	 */
	protected function client( string $api_base = StripeClient::DEFAULT_API_BASE, ?DebugLog $log = null ): StripeClient {
		return new StripeClient(
			new Keys( self::SECRET_KEY ),
			$api_base,
			new RetryPolicy(),
			$log ?? new DebugLog(),
			function ( float $seconds ): void {
				$this->sleeps[] = $seconds;
			}
		);
	}

	/**
	 * Adds a filter for this test only.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted arguments.
	 */
	protected function add_test_filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
		add_filter( $hook, $callback, $priority, $args );
		$this->filters[] = [ $hook, $callback, $priority ];
	}

	/**
	 * Runs a call expected to fail and returns its exception.
	 *
	 * @param callable(): mixed $call The call.
	 */
	protected function stripe_exception( callable $call ): \ShopStripeGateway\Api\StripeException {
		try {
			$call();
		} catch ( \ShopStripeGateway\Api\StripeException $e ) {
			return $e;
		}
		$this->fail( 'Expected a StripeException.' );
	}
}
