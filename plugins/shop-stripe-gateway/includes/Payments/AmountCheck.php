<?php
/**
 * Whether a succeeded intent received what the order costs.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Order\StripeAmount;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's `amount_received` (minor units) and `currency` against the order's total and currency, converted with
 * StripeAmount as the intent was made. An intent updated elsewhere (the dashboard, another integration), or a total
 * changed after the intent, would otherwise mark an order paid for money that was not received.
 */
final class AmountCheck {

	/**
	 * The order note for a mismatch, null when the intent received the order's total in its currency.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $intent The succeeded PaymentIntent.
	 */
	public static function mismatch( WC_Order $order, array $intent ): ?string {
		$currency = strtolower( $order->get_currency() );
		$expected = StripeAmount::to_minor( $order->get_total(), $currency );
		$received = is_numeric( $intent['amount_received'] ?? null ) ? (int) $intent['amount_received'] : 0;
		$paid_in  = is_string( $intent['currency'] ?? null ) ? strtolower( $intent['currency'] ) : '';
		if ( $received === $expected && $paid_in === $currency ) {
			return null;
		}
		return sprintf(
			/* translators: %1$s: PaymentIntent id, %2$s: amount received with its currency, %3$s: the order's total with its currency. */
			__( 'Stripe PaymentIntent %1$s received %2$s, but the order is for %3$s: the order is on hold until the difference is resolved.', 'shop-stripe-gateway' ),
			(string) ( $intent['id'] ?? '' ),
			StripeAmount::format( $received, '' !== $paid_in ? $paid_in : $currency ),
			StripeAmount::format( $expected, $currency )
		);
	}
}
