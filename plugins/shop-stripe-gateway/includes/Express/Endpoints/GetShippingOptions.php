<?php
/**
 * `?wc-ajax=wc_stripe_get_shipping_options` (spec 7, express calls).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express\Endpoints;

use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Express\AddressNormalizer;
use ShopStripeGateway\Express\CartShipping;
use ShopStripeGateway\Express\ExpressTotals;

defined( 'ABSPATH' ) || exit;

/**
 * `shipping_address` (JSON, the wallet's address in WooCommerce's fields), `is_product_page`: the cart's rates for
 * that address `{ shippingOptions: [ { id, displayName, amount } ], total, displayItems }` (CartShipping,
 * ExpressTotals), the first rate chosen unless the chosen one is offered. On a product page the express script has
 * put the product alone in the cart before (the shopper's cart is kept aside), so both flows read the cart and
 * `is_product_page` changes nothing here. An empty cart, an unreadable address or no rate for a cart that ships is
 * a 400 with a message.
 */
final class GetShippingOptions extends ExpressEndpoint {

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_get_shipping_options';
	}

	/**
	 * The rates and totals.
	 *
	 * @param array<string, mixed> $input shipping_address, is_product_page.
	 */
	protected function handle( array $input ): Answer {
		$address = self::json( $input, 'shipping_address' );
		if ( null === $address || '' === (string) ( $address['country'] ?? '' ) ) {
			return $this->refuse( 400, __( 'The shipping address could not be read.', 'shop-stripe-gateway' ) );
		}
		$cart = CartShipping::cart();
		if ( null === $cart || $cart->is_empty() ) {
			return $this->refuse( 400, __( 'Your cart is empty.', 'shop-stripe-gateway' ) );
		}
		CartShipping::ship_to( $cart, AddressNormalizer::normalize( $address ) );
		$options = CartShipping::options( $cart );
		if ( [] === $options && $cart->needs_shipping() ) {
			return $this->refuse( 400, __( 'There are no shipping options available for this address. Please check the address, or contact us if you need any help.', 'shop-stripe-gateway' ) );
		}
		return Answer::success( [ 'shippingOptions' => $options ] + ExpressTotals::of_cart( $cart ) );
	}
}
