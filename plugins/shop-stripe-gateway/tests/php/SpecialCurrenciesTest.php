<?php
/**
 * Stripe's special currencies through the real payment, refund and capture paths.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Payments\ManualCapture;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Every place the plugin sends an order amount goes through StripeAmount: UGX and ISK as whole units times 100,
 * three-decimal currencies with their last digit 0 (https://docs.stripe.com/currencies, "Special cases").
 */
final class SpecialCurrenciesTest extends GatewayTestCase {

	protected function tearDown(): void {
		unset( $_POST[ CardGateway::PAYMENT_METHOD_FIELD ] );
		parent::tearDown();
	}

	/** @return array<string, array{string, string, string}> currency, order total, amount sent */
	public static function payments(): array {
		return [
			'UGX, zero-decimal in fact, two decimals in the API' => [ 'UGX', '1500', '150000' ],
			'ISK, whole krónur times 100'                         => [ 'ISK', '2490', '249000' ],
			'JPY, unscaled'                                       => [ 'JPY', '1500', '1500' ],
			'HUF, two decimals for charges'                       => [ 'HUF', '990', '99000' ],
		];
	}

	/**
	 * @dataProvider payments
	 * @param string $currency ISO code.
	 * @param string $total    The order's total.
	 * @param string $sent     The PaymentIntent's amount.
	 */
	public function test_the_payment_intent_carries_the_amount_in_stripes_units( string $currency, string $total, string $sent ): void {
		$_POST[ CardGateway::PAYMENT_METHOD_FIELD ] = 'pm_1PgafxB7WZ01zgkW';
		$order = $this->card_order( $total, $currency );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'succeeded' ] );

		Composition::card_gateway()->process_payment( $order->get_id() );

		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( [ $sent, strtolower( $currency ) ], [ $body['amount'], $body['currency'] ] );
	}

	public function test_a_three_decimal_refund_is_sent_with_its_last_digit_0(): void {
		update_option( 'woocommerce_price_num_decimals', '3' );
		$order = $this->paid_order( '10.000', 'KWD' );
		$this->stripe->respond_object( 'refund', [ 'id' => 're_kwd', 'amount' => 1230 ] );

		$refund = wc_create_refund( [ 'order_id' => $order->get_id(), 'amount' => '1.234', 'reason' => 'Test', 'refund_payment' => true ] );

		$this->assertNotInstanceOf( \WP_Error::class, $refund );
		parse_str( $this->stripe->request( 0 )['body'], $body );
		$this->assertSame( '1230', $body['amount'] );
	}

	public function test_a_ugx_refund_and_capture_are_sent_times_100(): void {
		$order = $this->paid_order( '3000', 'UGX' );
		$this->stripe->respond_object( 'refund', [ 'id' => 're_ugx', 'amount' => 100000 ] );
		wc_create_refund( [ 'order_id' => $order->get_id(), 'amount' => '1000', 'reason' => 'Test', 'refund_payment' => true ] );

		$authorised = $this->card_order( '5000', 'UGX' );
		$authorised->update_meta_data( OrderMeta::INTENT_ID, 'pi_auth' );
		$authorised->update_meta_data( ManualCapture::AUTHORISED_META, 'yes' );
		$authorised->set_status( 'on-hold' );
		$authorised->save();
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_auth', 'status' => 'succeeded', 'latest_charge' => 'ch_ugx' ] );
		wc_get_order( $authorised->get_id() )->update_status( 'processing' );

		parse_str( $this->stripe->request( 0 )['body'], $refund );
		parse_str( $this->stripe->request( 1 )['body'], $capture );
		$this->assertSame( '100000', $refund['amount'] );
		$this->assertStringEndsWith( '/v1/payment_intents/pi_auth/capture', $this->stripe->request( 1 )['url'] );
		$this->assertSame( '500000', $capture['amount_to_capture'] );
		$this->assertContains( 'Stripe captured 5000 UGX.', array_map( static fn ( $note ) => $note->content, wc_get_order_notes( [ 'order_id' => $authorised->get_id() ] ) ) );
	}

	/**
	 * An order paid through a PaymentIntent.
	 *
	 * @param string $price    Product price.
	 * @param string $currency ISO code.
	 */
	private function paid_order( string $price, string $currency ): WC_Order {
		$order = $this->card_order( $price, $currency );
		$order->update_meta_data( OrderMeta::INTENT_ID, 'pi_paid' );
		$order->payment_complete( 'ch_paid' );
		return wc_get_order( $order->get_id() );
	}
}
