<?php
/**
 * `?wc-ajax=wc_stripe_update_failed_order` (spec 7, call 6).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Order\OrderLock;
use ShopStripeGateway\Order\OrderLockTimeout;
use ShopStripeGateway\Order\PaymentState;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * POST intent_id, order_id, order_key (guests), nonce: after the browser saw a confirmation fail, the order is marked failed with
 * Stripe's reason (last_payment_error.message) as its note, but only when the order's own intent, read from Stripe,
 * really failed (requires_payment_method or canceled) and the order was never paid, for the order's owner only (its key,
 * or the logged-in customer: OrderIntent::is_owner), under the order's lock (OrderLock). The browser ignores the
 * answer (spec 7); it is `{ success: true, data: null }`, or an error. Limited per order: the bucket is the parsed
 * order id, so spellings of one id share it.
 */
final class UpdateFailedOrder extends AjaxEndpoint {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

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
		$order_id = self::text( $input, 'order_id' );
		return 'order-' . ( ctype_digit( $order_id ) ? (int) $order_id : 0 ); // "12", "012" and "12 " are one order.
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
		if ( ! OrderIntent::is_owner( $order, self::text( $input, 'order_key' ) ) ) {
			return $this->refuse( 403, __( 'This order belongs to another customer.', 'shop-stripe-gateway' ) );
		}
		if ( ! str_starts_with( $intent_id, 'pi_' ) || ! OrderIntent::is_own( $order, $intent_id ) ) {
			return $this->refuse( 400, __( 'This payment does not belong to the order.', 'shop-stripe-gateway' ) );
		}
		if ( PaymentState::was_paid( $order ) ) {
			return $this->refuse( 409, __( 'This order has already been paid.', 'shop-stripe-gateway' ) );
		}
		$intent = $this->client->get( 'payment_intents/' . $intent_id );
		if ( ! in_array( $intent['status'] ?? '', [ 'requires_payment_method', 'canceled' ], true ) ) {
			return $this->refuse( 409, __( 'The payment has not failed.', 'shop-stripe-gateway' ) );
		}
		$reason = is_string( $intent['last_payment_error']['message'] ?? null ) ? $intent['last_payment_error']['message'] : (string) $intent['status'];
		try {
			OrderLock::run(
				$order->get_id(),
				static function ( WC_Order $fresh ) use ( $intent_id, $reason ): void {
					if ( PaymentState::was_paid( $fresh ) || $fresh->has_status( 'failed' ) || ! OrderIntent::is_own( $fresh, $intent_id ) ) {
						return; // Settled meanwhile by another path, or a new attempt replaced the intent.
					}
					/* translators: %1$s: PaymentIntent id, %2$s: Stripe's reason. */
					$fresh->update_status( 'failed', sprintf( __( 'Stripe payment failed (PaymentIntent %1$s): %2$s', 'shop-stripe-gateway' ), $intent_id, $reason ) );
				}
			);
		} catch ( OrderLockTimeout $busy ) {
			return $this->refuse( 409, ErrorMessages::all()['payment_failed'] );
		}
		return Answer::success();
	}
}
