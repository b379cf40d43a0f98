<?php
/**
 * Captures an authorised payment when the order is processed, and releases it when the order is cancelled.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Kit\Service;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * With capture off, a payment is only authorised (IntentOutcome holds the order). Moving the order to processing or
 * completed captures the order's total (less any refund); cancelling it cancels the intent, so the card holder's
 * funds are released. Stripe's refusal is written on the order as a note; the status change itself stands.
 */
final class ManualCapture implements Service {

	/** Order meta marking an authorised, not yet captured payment. */
	public const AUTHORISED_META = '_shop_stripe_authorised';

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'woocommerce_order_status_processing', [ $this, 'capture' ], 10, 2 );
		add_action( 'woocommerce_order_status_completed', [ $this, 'capture' ], 10, 2 );
		add_action( 'woocommerce_order_status_cancelled', [ $this, 'release' ], 10, 2 );
	}

	/**
	 * Captures the authorised payment of an order of this gateway.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $order    The order (WooCommerce passes it since 3.x).
	 */
	public function capture( $order_id, $order = null ): void {
		$order = $this->authorised( $order_id, $order );
		if ( null === $order ) {
			return;
		}
		$amount = StripeAmount::to_minor( (float) $order->get_total() - (float) $order->get_total_refunded(), $order->get_currency() );
		try {
			$intent = $this->client->post(
				'payment_intents/' . rawurlencode( (string) $order->get_meta( OrderMeta::INTENT_ID ) ) . '/capture',
				[ 'amount_to_capture' => $amount ],
				[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'capture', 1 ) ]
			);
		} catch ( StripeException $error ) {
			/* translators: %s: Stripe's message. */
			$order->add_order_note( sprintf( __( 'Stripe could not capture the payment: %s', 'shop-stripe-gateway' ), $error->getMessage() ) );
			return;
		}
		$order->delete_meta_data( self::AUTHORISED_META );
		$charge = is_string( $intent['latest_charge'] ?? null ) ? $intent['latest_charge'] : (string) ( $intent['id'] ?? '' );
		$order->set_transaction_id( $charge );
		$order->set_date_paid( time() );
		/* translators: %s: amount and currency. */
		$order->add_order_note( sprintf( __( 'Stripe captured %s.', 'shop-stripe-gateway' ), StripeAmount::format( $amount, $order->get_currency() ) ) );
		$order->save();
	}

	/**
	 * Cancels the authorised payment of a cancelled order.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $order    The order.
	 */
	public function release( $order_id, $order = null ): void {
		$order = $this->authorised( $order_id, $order );
		if ( null === $order ) {
			return;
		}
		try {
			$this->client->post(
				'payment_intents/' . rawurlencode( (string) $order->get_meta( OrderMeta::INTENT_ID ) ) . '/cancel',
				[],
				[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'cancel', 1 ) ]
			);
		} catch ( StripeException $error ) {
			/* translators: %s: Stripe's message. */
			$order->add_order_note( sprintf( __( 'Stripe could not release the authorised payment: %s', 'shop-stripe-gateway' ), $error->getMessage() ) );
			return;
		}
		$order->delete_meta_data( self::AUTHORISED_META );
		$order->add_order_note( __( 'Stripe released the authorised payment.', 'shop-stripe-gateway' ) );
		$order->save();
	}

	/**
	 * The order, when it is this gateway's and holds an authorised payment that was never captured.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $order    The order, if given.
	 */
	private function authorised( $order_id, $order ): ?WC_Order {
		$order = $order instanceof WC_Order ? $order : wc_get_order( (int) $order_id );
		if ( ! $order instanceof WC_Order || null === Methods::for_gateway( $order->get_payment_method() ) ) {
			return null;
		}
		return 'yes' === $order->get_meta( self::AUTHORISED_META ) && '' !== (string) $order->get_meta( OrderMeta::INTENT_ID ) ? $order : null;
	}
}
