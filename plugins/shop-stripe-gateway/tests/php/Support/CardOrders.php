<?php
/**
 * Orders paid with the card gateway, for the tests.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Gateway\CardGateway;
use WC_Order;
use WC_Product_Simple;

/**
 * A pending order for one new product, in the test's transaction.
 */
trait CardOrders {

	/**
	 * A pending order for one product at the given price, with the card gateway as its payment method.
	 *
	 * @param string $price    Product price.
	 * @param string $currency Order currency.
	 */
	protected function card_order( string $price = '20', string $currency = 'USD' ): WC_Order {
		$product = new WC_Product_Simple();
		$product->set_name( 'Test shirt' );
		$product->set_regular_price( $price );
		$product->save();

		$order = wc_create_order();
		$order->set_currency( $currency );
		$order->add_product( $product, 1 );
		$order->set_payment_method( CardGateway::ID );
		$order->calculate_totals();
		$order->save();
		return $order;
	}
}
