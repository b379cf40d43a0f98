<?php
/**
 * Orders that pay nothing now: a SetupIntent instead of a PaymentIntent.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Gateway\Method;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\PaymentState;
use ShopStripeGateway\SavedCards\OrderPaymentMethod;
use WC_Order;
use WC_Payment_Token;

defined( 'ABSPATH' ) || exit;

/**
 * A zero-total order (a subscription's free trial) and a change of a subscription's payment method charge nothing:
 * Stripe cannot take a payment of 0, and the Payment Element is in setup mode (spec 9). The PaymentMethod is set up
 * for off-session use on the shopper's customer and stored on the order (OrderPaymentMethod); a saved card needs no
 * SetupIntent. A SetupIntent that needs authentication sends the shopper to the `si` confirm hash, and
 * update_order_status (or confirm_change_payment) finishes it.
 */
final class OrderSetup {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The API client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * Whether the order charges nothing now.
	 *
	 * @param WC_Order $order The order or subscription.
	 */
	public static function applies( WC_Order $order ): bool {
		return self::is_subscription( $order ) || (float) $order->get_total() <= 0;
	}

	/**
	 * Sets the method up; process_payment()'s answer.
	 *
	 * @param WC_Order              $order          The order.
	 * @param Method                $method         The method.
	 * @param string                $payment_method PaymentMethod id.
	 * @param string                $customer       The shopper's customer.
	 * @param WC_Payment_Token|null $token          The saved card paying, if one does.
	 * @return array{result: string, redirect?: string}
	 * @throws StripeException When Stripe refuses (a declined card) or cannot be reached.
	 */
	public function start( WC_Order $order, Method $method, string $payment_method, string $customer, ?WC_Payment_Token $token ): array {
		if ( null !== $token ) {
			OrderPaymentMethod::assign( $order, $payment_method, 'card', $customer, $token );
			return $this->finish( $order );
		}
		$intent = ( new SetupIntents( $this->client ) )->create_and_confirm( $customer, $method->id, $payment_method, $order->get_checkout_order_received_url() );
		$order->update_meta_data( OrderMeta::INTENT_ID, (string) ( $intent['id'] ?? '' ) );
		$order->save();
		return $this->apply( $order, $intent );
	}

	/**
	 * Applies a SetupIntent's status to the order.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $intent The SetupIntent, its PaymentMethod expanded.
	 * @return array{result: string, redirect?: string}
	 */
	public function apply( WC_Order $order, array $intent ): array {
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' === $status && is_array( $intent['payment_method'] ?? null ) ) {
			OrderPaymentMethod::assign_object( $order, $intent['payment_method'], (string) ( $intent['customer'] ?? '' ) );
			return $this->finish( $order );
		}
		if ( 'requires_action' === $status ) {
			return ( new NextAction( new IntentOutcome( $this->client ) ) )->answer( $order, $intent, 'si' );
		}
		$message = $intent['last_setup_error']['message'] ?? null;
		wc_add_notice( is_string( $message ) ? $message : ErrorMessages::all()['payment_failed'], 'error' );
		return [ 'result' => 'failure' ];
	}

	/**
	 * The order is complete without a charge (a subscription keeps its status); where the shopper goes.
	 *
	 * @param WC_Order $order The order.
	 * @return array{result: string, redirect: string}
	 */
	private function finish( WC_Order $order ): array {
		if ( self::is_subscription( $order ) ) {
			return [
				'result'   => 'success',
				'redirect' => $order->get_view_order_url(),
			];
		}
		if ( ! PaymentState::was_paid( $order ) ) {
			$order->payment_complete();
		}
		return ( new IntentOutcome( $this->client ) )->to_order_received( $order );
	}

	/**
	 * Whether the order is a subscription (WooCommerce Subscriptions calls process_payment() with one to change its
	 * payment method).
	 *
	 * @param WC_Order $order The order.
	 */
	private static function is_subscription( WC_Order $order ): bool {
		return function_exists( 'wcs_is_subscription' ) && wcs_is_subscription( $order );
	}
}
