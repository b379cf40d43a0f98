<?php
/**
 * `?wc-ajax=wc_stripe_update_failed_order` (spec 7, call 6).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ClientFactory;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Order\PaymentState;

/**
 * POST intent_id, order_id, nonce: after the browser saw a confirmation fail, the order is marked failed with
 * Stripe's reason (last_payment_error.message) as its note, but only when the order's own intent, read from Stripe,
 * really failed (requires_payment_method or canceled) and the order was never paid. The browser ignores the answer
 * (spec 7); it is `{ success: true, data: null }`, or an error. Limited per order.
 */
final class UpdateFailedOrder extends AjaxEndpoint {

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_update_failed_order';
	}

	/**
	 * The nonce action.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function nonce_action( array $input ): string {
		return ClientSettings::NONCES['updateFailedOrder'];
	}

	/**
	 * Counted per order: the call changes an order, whoever makes it.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function rate_bucket( array $input ): string {
		return 'order-' . self::text( $input, 'order_id' );
	}

	/**
	 * Fails the order when its intent failed.
	 *
	 * @param array<string, mixed> $input intent_id, order_id.
	 */
	protected function handle( array $input ): Answer {
		$order     = OrderIntent::order( $input['order_id'] ?? null );
		$intent_id = self::text( $input, 'intent_id' );
		if ( null === $order ) {
			return $this->refuse( 404, __( 'The order could not be found.', 'shop-stripe-gateway' ) );
		}
		if ( ! str_starts_with( $intent_id, 'pi_' ) || ! OrderIntent::is_own( $order, $intent_id ) ) {
			return $this->refuse( 400, __( 'This payment does not belong to the order.', 'shop-stripe-gateway' ) );
		}
		if ( PaymentState::was_paid( $order ) ) {
			return $this->refuse( 409, __( 'This order has already been paid.', 'shop-stripe-gateway' ) );
		}
		$intent = ClientFactory::from_settings()->get( 'payment_intents/' . $intent_id );
		if ( ! in_array( $intent['status'] ?? '', [ 'requires_payment_method', 'canceled' ], true ) ) {
			return $this->refuse( 409, __( 'The payment has not failed.', 'shop-stripe-gateway' ) );
		}
		$reason = is_string( $intent['last_payment_error']['message'] ?? null ) ? $intent['last_payment_error']['message'] : (string) $intent['status'];
		if ( ! $order->has_status( 'failed' ) ) {
			/* translators: %1$s: PaymentIntent id, %2$s: Stripe's reason. */
			$order->update_status( 'failed', sprintf( __( 'Stripe payment failed (PaymentIntent %1$s): %2$s', 'shop-stripe-gateway' ), $intent_id, $reason ) );
		}
		return Answer::success();
	}
}
