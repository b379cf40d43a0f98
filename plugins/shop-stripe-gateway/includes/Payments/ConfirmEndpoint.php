<?php
/**
 * The update_order_status call of the spec: after the browser confirmed an intent (3-D Secure), the order follows it.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Endpoints\RateLimit;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Order\OrderLockTimeout;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\SavedCards\CardTokens;
use ShopStripeGateway\Kit\Service;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * `POST ?wc-ajax=wc_stripe_update_order_status` with order_id, intent_id (a SetupIntent for an order that pays nothing
 * now, OrderSetup) and the nonce of the confirm hash. Shoppers
 * are often guests, whose nonces are alike, so the nonce is not the protection: the call only makes the order follow
 * what Stripe says of the order's own intent (read from Stripe, never taken from the request), and it is limited to
 * a few calls a minute per order; IntentOutcome settles it under the order's lock (OrderLock). Answer:
 * `{ success: true, data: { return_url } }` or `{ success: false, data: { error: { message } } }` (spec 7, call 7).
 */
final class ConfirmEndpoint implements Service {

	public const ACTION = 'wc_stripe_update_order_status';

	/** Calls allowed per order and minute: each one costs a Stripe request. */
	private const PER_MINUTE = 10;

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'wc_ajax_' . self::ACTION, [ $this, 'respond' ] );
	}

	/** Answers the call (WC-AJAX, logged in or not). */
	public function respond(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in handle(), see the class comment.
		$answer = $this->handle( wp_unslash( $_POST ) );
		wp_send_json( $answer, $answer['success'] ? 200 : 400 );
	}

	/**
	 * The answer for the posted fields.
	 *
	 * @param array<string, mixed> $input order_id, intent_id, nonce.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	public function handle( array $input ): array {
		$order_id  = absint( $input['order_id'] ?? 0 );
		$intent_id = is_string( $input['intent_id'] ?? null ) ? $input['intent_id'] : '';
		$nonce     = is_string( $input['nonce'] ?? null ) ? $input['nonce'] : '';
		$order     = $order_id ? wc_get_order( $order_id ) : false;
		if ( ! $order instanceof WC_Order || null === Methods::for_gateway( $order->get_payment_method() )
			|| ! wp_verify_nonce( $nonce, IntentOutcome::CONFIRM_NONCE . $order_id )
			|| ! preg_match( '/^(pi|seti)_[A-Za-z0-9]+$/', $intent_id ) || $order->get_meta( OrderMeta::INTENT_ID ) !== $intent_id ) {
			return $this->error( ErrorMessages::all()['payment_failed'] );
		}
		if ( ! RateLimit::allow( self::ACTION . '|order-' . $order_id, self::PER_MINUTE ) ) {
			return $this->error( ErrorMessages::all()['rate_limit_error'] );
		}
		if ( str_starts_with( $intent_id, 'seti_' ) ) {
			return $this->handle_setup( $order, $intent_id );
		}
		try {
			$intent = $this->client->get( 'payment_intents/' . $intent_id );
		} catch ( StripeException $error ) {
			return $this->error( $error->customer_message() );
		}
		try {
			$outcome = ( new IntentOutcome( $this->client ) )->apply( $order, $intent ); // Under the order's lock, on the order read there.
		} catch ( OrderLockTimeout $busy ) {
			return $this->error( ErrorMessages::all()['payment_failed'] );
		}
		if ( 'success' !== $outcome['result'] || 'requires_action' === ( $intent['status'] ?? '' ) ) {
			$message = is_string( $intent['last_payment_error']['message'] ?? null ) ? $intent['last_payment_error']['message'] : ErrorMessages::all()['payment_failed'];
			return $this->error( $message );
		}
		$this->save_card( wc_get_order( $order_id ), $intent );
		return [
			'success' => true,
			'data'    => [ 'return_url' => $outcome['redirect'] ?? '' ],
		];
	}

	/**
	 * An order that pays nothing now (OrderSetup) whose SetupIntent the browser authenticated.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $intent_id Its SetupIntent.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	private function handle_setup( WC_Order $order, string $intent_id ): array {
		try {
			$intent = ( new SetupIntents( $this->client ) )->retrieve( $intent_id );
		} catch ( StripeException $error ) {
			return $this->error( $error->customer_message() );
		}
		if ( 'succeeded' !== ( $intent['status'] ?? '' ) ) {
			$message = $intent['last_setup_error']['message'] ?? null;
			return $this->error( is_string( $message ) ? $message : ErrorMessages::all()['payment_failed'] );
		}
		$outcome = ( new OrderSetup( $this->client ) )->apply( $order, $intent );
		return [
			'success' => true,
			'data'    => [ 'return_url' => $outcome['redirect'] ?? '' ],
		];
	}

	/**
	 * Saves the card the shopper asked to save at checkout, now that the payment went through (CheckoutPayment).
	 * The card is already paid with: a failure to read it only leaves it unsaved.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $intent The PaymentIntent.
	 */
	private function save_card( WC_Order $order, array $intent ): void {
		$payment_method = $intent['payment_method'] ?? null;
		if ( 'yes' !== $order->get_meta( CheckoutPayment::SAVE_META ) || ! is_string( $payment_method ) || ! preg_match( '/^pm_[A-Za-z0-9]+$/', $payment_method ) ) {
			return;
		}
		try {
			CardTokens::save( $order->get_customer_id(), $this->client->get( 'payment_methods/' . $payment_method ) );
		} catch ( StripeException $error ) {
			return;
		} finally {
			$order->delete_meta_data( CheckoutPayment::SAVE_META );
			$order->save();
		}
	}

	/**
	 * An error answer.
	 *
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	private function error( string $message ): array {
		return [
			'success' => false,
			'data'    => [ 'error' => [ 'message' => $message ] ],
		];
	}
}
