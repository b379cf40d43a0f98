<?php
/**
 * Idempotency keys on POST requests.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * The same attempt at the same order reuses its key; anything else gets another one.
 */
final class IdempotencyKeyTest extends StripeApiTestCase {

	public function test_key_is_stable_for_the_same_order_purpose_and_attempt(): void {
		$key = IdempotencyKey::for_order( 5, 'payment-intent', 1 );

		$this->assertSame( $key, IdempotencyKey::for_order( 5, 'payment-intent', 1 ) );
		$this->assertMatchesRegularExpression( '/^ssg-[0-9a-f]{64}$/', $key );
	}

	public function test_key_changes_with_the_attempt_the_purpose_the_order_and_the_site(): void {
		$key = IdempotencyKey::for_order( 5, 'payment-intent', 1 );

		$others = [
			IdempotencyKey::for_order( 5, 'payment-intent', 2 ),
			IdempotencyKey::for_order( 5, 'refund', 1 ),
			IdempotencyKey::for_order( 6, 'payment-intent', 1 ),
			IdempotencyKey::for_order( 51, 'payment-intent', 1 ),
		];
		$this->add_test_filter( 'home_url', static fn () => 'https://other-shop.test' );
		$others[] = IdempotencyKey::for_order( 5, 'payment-intent', 1 );

		foreach ( $others as $other ) {
			$this->assertNotSame( $key, $other );
		}
		$this->assertCount( 5, array_unique( $others ) );
	}

	public function test_post_sends_the_key_it_is_given_and_the_same_key_for_a_repeated_attempt(): void {
		$client = $this->client();
		foreach ( [ 1, 1, 2 ] as $attempt ) {
			$this->stripe->respond_object( 'payment_intent' );
			$key = IdempotencyKey::for_order( 7, 'pi', $attempt );
			$client->post( 'payment_intents', [ 'amount' => 100 ], [ 'idempotency_key' => $key ] );
		}

		$keys = array_map( static fn ( array $sent ) => $sent['headers']['Idempotency-Key'], $this->stripe->requests() );
		$this->assertSame( IdempotencyKey::for_order( 7, 'pi', 1 ), $keys[0] );
		$this->assertSame( $keys[0], $keys[1] );
		$this->assertSame( IdempotencyKey::for_order( 7, 'pi', 2 ), $keys[2] );
		$this->assertNotSame( $keys[0], $keys[2] );
	}

	public function test_post_without_a_key_gets_a_new_random_one_each_call(): void {
		$this->stripe->respond_object( 'customer' )->respond_object( 'customer' );

		$this->client()->post( 'customers', [ 'email' => 'a@example.com' ] );
		$this->client()->post( 'customers', [ 'email' => 'a@example.com' ] );

		$first  = $this->stripe->request( 0 )['headers']['Idempotency-Key'];
		$second = $this->stripe->request( 1 )['headers']['Idempotency-Key'];
		$uuid4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
		$this->assertMatchesRegularExpression( "/^ssg-$uuid4$/", $first );
		$this->assertNotSame( $first, $second );
	}

	public function test_get_and_delete_carry_no_key(): void {
		$this->stripe->respond_object( 'customer' )->respond_object( 'deleted_customer' );

		$this->client()->get( 'customers/cus_1' );
		$this->client()->request( 'DELETE', 'customers/cus_1' );

		$this->assertSame( 'DELETE', $this->stripe->request( 1 )['method'] );
		foreach ( $this->stripe->requests() as $request ) {
			$this->assertArrayNotHasKey( 'Idempotency-Key', $request['headers'] );
		}
	}
}
