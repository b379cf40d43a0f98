<?php
/**
 * Stripe's form encoding.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\FormEncoder;
use ShopStripeGateway\Tests\Support\StripeTestCase;

require_once __DIR__ . '/Support/StripeTestCase.php';

/**
 * Nested keys in brackets, lists indexed, booleans as words, null as empty, keys in the order given.
 */
final class FormEncoderTest extends StripeTestCase {

	/** @return array<string, array{array<array-key, mixed>, string}> parameters, exact encoding */
	public static function parameters(): array {
		return [
			'nothing'                 => [ [], '' ],
			'scalars in order'        => [ [ 'currency' => 'eur', 'amount' => 1099 ], 'currency=eur&amount=1099' ],
			'nested hash'             => [ [ 'metadata' => [ 'order_id' => 5 ] ], 'metadata[order_id]=5' ],
			'list'                    => [
				[ 'payment_method_types' => [ 'card', 'link' ] ],
				'payment_method_types[0]=card&payment_method_types[1]=link',
			],
			'expand'                  => [ [ 'expand' => [ 'latest_charge' ] ], 'expand[0]=latest_charge' ],
			'booleans'                => [
				[ 'confirm' => true, 'automatic_payment_methods' => [ 'enabled' => false ] ],
				'confirm=true&automatic_payment_methods[enabled]=false',
			],
			'null unsets'             => [ [ 'description' => null ], 'description=' ],
			'empty hash clears'       => [ [ 'metadata' => [] ], 'metadata=' ],
			'deep nesting'            => [
				[ 'shipping' => [ 'address' => [ 'line1' => '1 Main St', 'city' => 'Köln' ] ] ],
				'shipping[address][line1]=1%20Main%20St&shipping[address][city]=K%C3%B6ln',
			],
			'reserved characters'     => [ [ 'description' => 'a&b=c+d?' ], 'description=a%26b%3Dc%2Bd%3F' ],
			'brackets in values'      => [ [ 'description' => '[x]' ], 'description=%5Bx%5D' ],
			'list of hashes'          => [
				[ 'items' => [ [ 'price' => 'price_1', 'quantity' => 2 ] ] ],
				'items[0][price]=price_1&items[0][quantity]=2',
			],
			'floats'                  => [ [ 'application_fee_percent' => 1.5 ], 'application_fee_percent=1.5' ],
			'mixed, order preserved'  => [
				[
					'amount'               => 2000,
					'currency'             => 'usd',
					'metadata'             => [ 'order_id' => 5, 'site' => 'shop' ],
					'payment_method_types' => [ 'card' ],
					'capture_method'       => 'automatic',
				],
				'amount=2000&currency=usd&metadata[order_id]=5&metadata[site]=shop&payment_method_types[0]=card'
				. '&capture_method=automatic',
			],
		];
	}

	/**
	 * @dataProvider parameters
	 * @param array<array-key, mixed> $params   Parameters.
	 * @param string                  $expected Exact body.
	 */
	public function test_parameters_are_encoded_as_stripe_expects( array $params, string $expected ): void {
		$this->assertSame( $expected, FormEncoder::encode( $params ) );
	}

	public function test_objects_that_are_not_text_are_refused(): void {
		$this->expectException( \InvalidArgumentException::class );

		FormEncoder::encode( [ 'metadata' => new \stdClass() ] );
	}
}
