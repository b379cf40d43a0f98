<?php
/**
 * `?wc-ajax=wc_stripe_update_shipping_method` (spec 7, express calls).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express\Endpoints;

use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Express\CartShipping;
use ShopStripeGateway\Express\ExpressTotals;

defined( 'ABSPATH' ) || exit;

/**
 * `shipping_method` (rate ids, one per package), `is_product_page`: chooses the rates the shopper picked in the sheet
 * and answers the cart's `{ total, displayItems }` with them. A rate the cart's packages do not offer (for the
 * address get_shipping_options set) is a 400, and the chosen rates stay.
 */
final class UpdateShippingMethod extends ExpressEndpoint {

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_update_shipping_method';
	}

	/**
	 * Chooses the rates.
	 *
	 * @param array<string, mixed> $input shipping_method, is_product_page.
	 */
	protected function handle( array $input ): Answer {
		$posted   = $input['shipping_method'] ?? null;
		$posted   = is_string( $posted ) ? ( json_decode( $posted, true ) ?? [ $posted ] ) : $posted;
		$rate_ids = is_array( $posted ) ? array_values( array_map( 'wc_clean', array_filter( $posted, 'is_string' ) ) ) : [];
		$cart     = CartShipping::cart();
		if ( null === $cart || $cart->is_empty() ) {
			return $this->refuse( 400, __( 'Your cart is empty.', 'shop-stripe-gateway' ) );
		}
		$cart->calculate_totals();
		if ( ! CartShipping::offered( $rate_ids ) ) {
			return $this->refuse( 400, __( 'That shipping option is not available. Please choose another one.', 'shop-stripe-gateway' ) );
		}
		CartShipping::choose( $cart, $rate_ids );
		return Answer::success( ExpressTotals::of_cart( $cart ) );
	}
}
