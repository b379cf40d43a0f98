<?php
/**
 * The payment method an order (or subscription) pays its future payments with.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\SavedCards;

use ShopStripeGateway\Gateway\Methods;
use WC_Order;
use WC_Payment_Token;

defined( 'ABSPATH' ) || exit;

/**
 * Set when a shopper changes a subscription's payment method, or starts one without paying now (a free trial): the
 * order's gateway becomes the method's, its meta keeps the PaymentMethod and its customer (renewals charge them), and
 * a saved card's token is added to the order, as WooCommerce lists tokens per order.
 */
final class OrderPaymentMethod {

	/** Order meta: the PaymentMethod future payments of the order use. */
	public const PAYMENT_METHOD_META = '_shop_stripe_payment_method';

	/** Order meta: that PaymentMethod's customer. */
	public const CUSTOMER_META = '_shop_stripe_customer_id';

	/**
	 * Stores the method on the order and saves it.
	 *
	 * @param WC_Order              $order    The order or subscription.
	 * @param string                $id       PaymentMethod id.
	 * @param string                $type     Its Stripe type (card, sepa_debit, …).
	 * @param string                $customer Its customer.
	 * @param WC_Payment_Token|null $token    The shopper's token of it, if any.
	 */
	public static function assign( WC_Order $order, string $id, string $type, string $customer, ?WC_Payment_Token $token ): void {
		$method = Methods::get( $type );
		if ( null !== $method ) {
			$order->set_payment_method( $method->gateway_id() );
		}
		$order->update_meta_data( self::PAYMENT_METHOD_META, $id );
		$order->update_meta_data( self::CUSTOMER_META, $customer );
		if ( null !== $token ) {
			$order->add_payment_token( $token );
		}
		/* translators: %s: PaymentMethod id. */
		$order->add_order_note( sprintf( __( 'Payment method set to Stripe PaymentMethod %s.', 'shop-stripe-gateway' ), $id ) );
		$order->save();
	}

	/**
	 * Stores a PaymentMethod object Stripe returned, saving it as the order customer's token when it is a card.
	 *
	 * @param WC_Order             $order          The order or subscription.
	 * @param array<string, mixed> $payment_method Stripe's PaymentMethod.
	 * @param string               $customer       Its customer.
	 */
	public static function assign_object( WC_Order $order, array $payment_method, string $customer ): void {
		self::assign(
			$order,
			(string) ( $payment_method['id'] ?? '' ),
			(string) ( $payment_method['type'] ?? '' ),
			$customer,
			CardTokens::save( $order->get_customer_id(), $payment_method )
		);
	}
}
