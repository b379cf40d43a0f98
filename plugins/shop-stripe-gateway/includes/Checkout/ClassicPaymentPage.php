<?php
/**
 * Which storefront pages draw the classic payment form.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Checkout;

defined( 'ABSPATH' ) || exit;

/**
 * The pages where WooCommerce prints the gateways' payment_fields() in a classic form: the shortcode checkout
 * (`form.checkout`), order-pay (`form#order_review`; change-payment is order-pay with `change_payment_method`, and
 * WooCommerce draws order-pay classically even on a block checkout page) and add-payment-method
 * (`form#add_payment_method`). The block checkout is not one of them.
 */
final class ClassicPaymentPage {

	/** Whether the current request is one of those pages. */
	public static function is_current(): bool {
		if ( is_account_page() && is_wc_endpoint_url( 'add-payment-method' ) ) {
			return true;
		}
		if ( ! is_checkout() || is_wc_endpoint_url( 'order-received' ) ) {
			return false;
		}
		return is_wc_endpoint_url( 'order-pay' ) || ! has_block( 'woocommerce/checkout', get_queried_object_id() );
	}
}
