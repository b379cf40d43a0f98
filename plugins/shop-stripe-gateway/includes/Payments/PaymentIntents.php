<?php
/**
 * Creates and confirms the PaymentIntent of an order.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\StripeAmount;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * Deferred-intent flow: the browser created a PaymentMethod (the Payment Element's createPaymentMethod), the server
 * creates the intent for the order's total and confirms it in one call. The idempotency key is the order's and the
 * attempt's: a retried request of one attempt can never charge twice. A new attempt (after a decline) confirms the
 * order's intent again, or cancels it before a new one is made (IntentLifecycle): one live intent per order.
 */
final class PaymentIntents {

	/** Order meta counting payment attempts, for the idempotency key. */
	public const ATTEMPT_META = '_shop_stripe_attempt';

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client   The API client.
	 * @param GatewaySettings $settings The card gateway's settings (the statement descriptor).
	 */
	public function __construct( private StripeClient $client, private GatewaySettings $settings ) {}

	/**
	 * Creates and confirms the order's PaymentIntent with the given payment method.
	 *
	 * @param WC_Order $order          The order.
	 * @param string   $payment_method PaymentMethod id (pm_…), '' when `$extra` makes it (`payment_method_data`) or the
	 *                                 browser confirms the intent later (`confirm` false; MethodOptions).
	 * @param bool     $manual_capture Authorise only; capture when the order is processed.
	 * @param array<string, mixed> $extra Parameters added or replaced: `payment_method_types` (card by default) and
	 *                                    the chosen method's options (MethodOptions::params()), `customer`,
	 *                                    `setup_future_usage`, `expand` (CheckoutPayment).
	 * @return array<string, mixed> The PaymentIntent.
	 * @throws StripeException When Stripe refuses (a decline, bad keys) or cannot be reached.
	 */
	public function confirm( WC_Order $order, string $payment_method, bool $manual_capture, array $extra = [] ): array {
		$attempt = (int) $order->get_meta( self::ATTEMPT_META ) + 1;
		$order->update_meta_data( self::ATTEMPT_META, (string) $attempt );
		$order->save();
		$currency = $order->get_currency();

		$params = array_replace( [
				'amount'               => StripeAmount::to_minor( $order->get_total(), $currency ),
				'currency'             => strtolower( $currency ),
				'confirm'              => true,
				'capture_method'       => $manual_capture ? 'manual' : 'automatic',
				'payment_method_types' => [ 'card' ],
				'return_url'           => $order->get_checkout_order_received_url(),
				'description'          => sprintf( '%s - Order %s', wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ), $order->get_order_number() ),
				'metadata'             => [
					'order_id'  => (string) $order->get_id(),
					'order_key' => $order->get_order_key(),
					'site_url'  => home_url(),
				],
			] + ( '' !== $payment_method ? [ 'payment_method' => $payment_method ] : [] )
				+ $this->statement_descriptor( $extra['payment_method_types'] ?? [ 'card' ] ), $extra );

		$reused = ( new IntentLifecycle( $this->client ) )->reuse( $order, $params, $attempt );
		if ( null !== $reused ) {
			return $reused;
		}
		$intent = $this->client->post( 'payment_intents', $params, [ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'payment', $attempt ) ] );
		IntentIds::remember( $order, (string) ( $intent['id'] ?? '' ) );
		PendingSweeper::schedule();
		return $intent;
	}

	/**
	 * The shop's statement descriptor for the intent. Stripe refuses `statement_descriptor` for card payments: a card
	 * takes it as the suffix printed after the account's prefix; other methods print it whole.
	 *
	 * @param mixed $types The intent's payment method types.
	 * @return array<string, string>
	 */
	private function statement_descriptor( mixed $types ): array {
		$descriptor = trim( (string) $this->settings->get( 'statement_descriptor', '' ) );
		if ( '' === $descriptor ) {
			return [];
		}
		return is_array( $types ) && in_array( 'card', $types, true )
			? [ 'statement_descriptor_suffix' => $descriptor ]
			: [ 'statement_descriptor' => $descriptor ];
	}
}
