<?php
/**
 * Applies a PaymentIntent's status to its order, and says where the shopper goes next.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Order\OrderLock;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\PaymentState;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The statuses a confirmed intent can have (spec 3 lists requires_action, requires_capture and succeeded):
 * - succeeded: the order is paid (once: a webhook for the same intent finds it paid);
 * - requires_capture: authorised for manual capture, on hold until an admin processes it;
 * - processing: an asynchronous method, on hold until the webhook says succeeded or failed;
 * - requires_action: the shopper must act (authenticate, pay a voucher, scan a wallet's code, go to their bank):
 *   NextAction says where.
 * Anything else fails the attempt. Every change is made under the order's lock (OrderLock) on the order read there,
 * so the webhook or the redirect return settling the same payment at the same moment never completes it twice.
 */
final class IntentOutcome {

	/** Action of the nonce carried by the confirm hash. */
	public const CONFIRM_NONCE = 'shop_stripe_confirm';

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client (a second payment of a paid order is refunded).
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * WooCommerce's process_payment() answer for the intent.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $intent The PaymentIntent.
	 * @return array{result: string, redirect?: string}
	 */
	public function apply( WC_Order $order, array $intent ): array {
		$id     = (string) ( $intent['id'] ?? '' );
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'requires_action' === $status ) {
			return ( new NextAction( $this ) )->answer( $order, $intent );
		}
		$settled = OrderLock::run( $order->get_id(), fn ( WC_Order $fresh ): bool => $this->settle( $fresh, $id, $status, $intent ) );
		return $settled ? $this->to_order_received( $order ) : [ 'result' => 'failure' ];
	}

	/**
	 * Changes the order, read inside its lock, as the intent's status says; false for a failed payment.
	 *
	 * @param WC_Order             $order  The order.
	 * @param string               $id     The intent id.
	 * @param string               $status The intent's status.
	 * @param array<string, mixed> $intent The PaymentIntent.
	 */
	private function settle( WC_Order $order, string $id, string $status, array $intent ): bool {
		if ( 'succeeded' === $status ) {
			/* translators: %s: PaymentIntent id. */
			( new PaymentCompletion( $this->client ) )->succeeded( $order, $intent, sprintf( __( 'Stripe charge complete (PaymentIntent %s).', 'shop-stripe-gateway' ), $id ) );
			return true;
		}
		$paid = PaymentState::was_paid( $order );
		switch ( $status ) {
			case 'requires_capture':
				if ( ! $paid ) {
					/* translators: %s: PaymentIntent id. */
					$order->update_status( 'on-hold', sprintf( __( 'Stripe charge authorised (PaymentIntent %s): capture it by changing the order to processing or completed.', 'shop-stripe-gateway' ), $id ) );
					$order->set_transaction_id( $id );
					$order->update_meta_data( ManualCapture::AUTHORISED_META, 'yes' );
					$order->save();
				}
				return true;
			case 'processing':
				if ( ! $paid ) {
					$order->update_meta_data( OrderMeta::AWAITING, 'yes' );
					/* translators: %s: PaymentIntent id. */
					$order->update_status( 'on-hold', sprintf( __( 'Stripe is processing the payment (PaymentIntent %s).', 'shop-stripe-gateway' ), $id ) );
				}
				return true;
		}
		if ( $paid ) {
			return true; // Another path was paid by the time this one looked: the shopper goes to the paid order.
		}
		/* translators: %1$s: PaymentIntent id, %2$s: its status. */
		$order->update_status( 'failed', sprintf( __( 'Stripe PaymentIntent %1$s ended as %2$s.', 'shop-stripe-gateway' ), $id, $status ) );
		return false;
	}

	/**
	 * The checkout page with the confirm hash: `#shop-stripe-confirm-<pi|si>:<order id>:<client secret>:<nonce>`.
	 *
	 * @param WC_Order $order         The order.
	 * @param string   $client_secret The intent's client secret.
	 * @param string   $kind          `pi` for a PaymentIntent, `si` for a SetupIntent (OrderSetup).
	 */
	public function confirm_link( WC_Order $order, string $client_secret, string $kind = 'pi' ): string {
		return $this->page( $order ) . '#shop-stripe-confirm-' . $kind . ':' . $order->get_id() . ':' . $client_secret . ':' . wp_create_nonce( self::CONFIRM_NONCE . $order->get_id() );
	}

	/**
	 * The page a return hash goes on: the pay-for-order page when the shopper pays from it, else the checkout.
	 *
	 * @param WC_Order $order The order.
	 */
	public function page( WC_Order $order ): string {
		return $order->needs_payment() && is_checkout_pay_page() ? $order->get_checkout_payment_url() : wc_get_checkout_url();
	}

	/**
	 * Success, to the order-received page; the cart is emptied.
	 *
	 * @param WC_Order $order The order.
	 * @return array{result: string, redirect: string}
	 */
	public function to_order_received( WC_Order $order ): array {
		$this->empty_cart();
		return [
			'result'   => 'success',
			'redirect' => $order->get_checkout_order_received_url(),
		];
	}

	/**
	 * Empties the shopper's cart: the order holds what they bought.
	 */
	public function empty_cart(): void {
		if ( function_exists( 'WC' ) && WC()->cart ) {
			WC()->cart->empty_cart();
		}
	}
}
