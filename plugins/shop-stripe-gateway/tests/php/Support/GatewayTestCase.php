<?php
/**
 * Base of the tests that pay or call the ajax endpoints with Stripe switched on.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Endpoints\AjaxEndpoint;
use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\SavedCards\Customers;

require_once __DIR__ . '/StripeApiTestCase.php';
require_once __DIR__ . '/CardOrders.php';

/**
 * Stripe on with test keys and the card, iDEAL and SEPA Direct Debit enabled; endpoint requests are answered through
 * the endpoint's answer() as respond() would, with the request's method and the posted fields.
 */
abstract class GatewayTestCase extends StripeApiTestCase {

	use CardOrders;

	/** The spec's text for an expired or wrong nonce. */
	protected const NONCE_MESSAGE = 'Your session has expired. Please refresh the page and try again.';

	protected function setUp(): void {
		parent::setUp();
		update_option(
			CardGateway::SETTINGS_OPTION,
			[
				'enabled'                                   => 'yes',
				'test_publishable_key'                      => 'pk_test_1',
				'test_secret_key'                           => self::SECRET_KEY,
				'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal', 'sepa_debit' ],
			]
		);
	}

	protected function tearDown(): void {
		wc_clear_notices();
		parent::tearDown();
	}

	/**
	 * A POST to the endpoint.
	 *
	 * @param AjaxEndpoint         $endpoint The endpoint.
	 * @param array<string, mixed> $input    Posted fields.
	 */
	protected static function post( AjaxEndpoint $endpoint, array $input ): Answer {
		return $endpoint->answer( 'POST', $input );
	}

	/**
	 * Asserts an error answer of spec 7's shape.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message The message.
	 * @param Answer $answer  The answer.
	 */
	protected static function assert_error( int $status, string $message, Answer $answer ): void {
		\PHPUnit\Framework\Assert::assertSame( [ 'success' => false, 'data' => [ 'error' => [ 'message' => $message ] ] ], $answer->body );
		\PHPUnit\Framework\Assert::assertSame( $status, $answer->status );
	}

	/**
	 * Logs in a new customer who already has a Stripe customer (so no customer is created), or none.
	 *
	 * @param string $customer Stripe customer id, '' for none yet.
	 */
	protected function shopper( string $customer = 'cus_Known' ): int {
		$user_id = $this->act_as( 'customer' );
		if ( '' !== $customer ) {
			update_user_meta( $user_id, Customers::META, $customer );
		}
		return $user_id;
	}

	/**
	 * The body of a recorded request, decoded.
	 *
	 * @param int $index 0 for the first.
	 * @return array<string, mixed>
	 */
	protected function sent( int $index ): array {
		parse_str( $this->stripe->request( $index )['body'], $body );
		return $body;
	}
}
