<?php
/**
 * An event of another shop on the same Stripe account never pays this shop's order of the same number.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Tests\Support\WebhookTestCase;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * The metadata fallback (an order that stores no intent yet) needs this site's URL, the order's own key and one of
 * our gateways.
 */
final class CrossSiteEventTest extends WebhookTestCase {

	/** @return array<string, array{array<string, string>, string}> metadata change, payment method */
	public static function foreign(): array {
		return [
			'another site'                => [ [ 'site_url' => 'https://other-shop.example' ], 'stripe' ],
			'no site'                     => [ [ 'site_url' => '' ], 'stripe' ],
			'another order key'           => [ [ 'order_key' => 'wc_order_someoneelse' ], 'stripe' ],
			'no order key'                => [ [ 'order_key' => '' ], 'stripe' ],
			'an order of another gateway' => [ [], 'cod' ],
		];
	}

	/**
	 * @dataProvider foreign
	 * @param array<string, string> $change         What differs from this shop's metadata.
	 * @param string                $payment_method The order's payment method.
	 */
	public function test_a_signed_event_of_another_shop_is_ignored( array $change, string $payment_method ): void {
		$order = $this->order( '' );
		$order->set_payment_method( $payment_method );
		$order->save();

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_elsewhere', [ 'metadata' => $change + self::metadata( $order ) ] ) );

		$order = self::reload( $order );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertSame( '', $order->get_meta( OrderMeta::INTENT_ID ) );
		$this->assertSame( [], IntentIds::all( $order ) );
	}

	public function test_this_shops_metadata_finds_the_order_and_keeps_the_intent(): void {
		$order = $this->order( '' );

		$this->deliver( 'payment_intent.succeeded', self::intent( 'pi_here', [ 'metadata' => [ 'site_url' => home_url() . '/' ] + self::metadata( $order ) ] ) );

		$order = self::reload( $order );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( [ 'pi_here' ], IntentIds::all( $order ) );
	}
}
