<?php
/**
 * One live PaymentIntent per order: reuse it, or cancel it before another is made.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\IdempotencyKey;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Webhooks\StripeObject;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * A new intent per attempt left the old one open: a shopper finishing it later (a 3-D Secure tab, a bank page) was
 * charged for an order that no longer knew it. Now a new attempt looks at the order's intent first:
 * - still waiting for the shopper (`requires_*`): it is confirmed again, its amount updated when the total changed;
 * - refused for this attempt by Stripe (another method type it cannot switch to…): cancelled, then a new one;
 * - canceled or gone: a new one;
 * - succeeded, processing or authorised: no new charge; the caller applies it (IntentOutcome).
 */
final class IntentLifecycle {

	/** Statuses in which the intent waits for the shopper and can be confirmed again. */
	public const REUSABLE = [ 'requires_payment_method', 'requires_confirmation', 'requires_action' ];

	/** Creation parameters that a confirmation does not take (amount and currency go through an update). */
	private const NOT_CONFIRMED = [ 'amount', 'currency', 'customer', 'metadata', 'description', 'statement_descriptor', 'statement_descriptor_suffix', 'confirm' ];

	/** Creation parameters that an update does not take. */
	private const NOT_UPDATED = [ 'confirm', 'return_url', 'mandate_data' ];

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The API client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * The order's intent for this attempt, or null when a new one is to be made (the old one cancelled first): a
	 * waiting intent is confirmed again; a succeeded, processing or authorised one is handed back as it is, for
	 * IntentOutcome to apply, so nothing is charged again.
	 *
	 * @param WC_Order             $order   The order.
	 * @param array<string, mixed> $params  The parameters a new intent would be created with.
	 * @param int                  $attempt The attempt, for the idempotency keys.
	 * @return array<string, mixed>|null
	 * @throws StripeException On a decline (the intent waits for the next attempt), or when Stripe cannot be reached
	 *                         or refuses the cancel (no second intent is made).
	 */
	public function reuse( WC_Order $order, array $params, int $attempt ): ?array {
		$current = $this->current( $order );
		if ( null === $current || ! self::is_reusable( $current ) ) {
			return $current;
		}
		try {
			$intent = $this->confirm_again( $order, $current, $params, $attempt );
		} catch ( StripeException $error ) {
			if ( 'invalid_request_error' !== $error->type() ) {
				throw $error;
			}
			$this->cancel( $order, StripeObject::text( $current, 'id' ) );
			return null;
		}
		IntentIds::remember( $order, StripeObject::text( $intent, 'id' ) );
		return $intent;
	}

	/**
	 * The order's current PaymentIntent as Stripe has it, or null when there is none to reuse (none, gone, canceled).
	 *
	 * @param WC_Order $order The order.
	 * @return array<string, mixed>|null
	 * @throws StripeException When Stripe cannot be reached: no second intent is made blindly.
	 */
	private function current( WC_Order $order ): ?array {
		$id = (string) $order->get_meta( OrderMeta::INTENT_ID );
		if ( ! str_starts_with( $id, 'pi_' ) ) {
			return null;
		}
		try {
			$intent = $this->client->get( 'payment_intents/' . $id );
		} catch ( StripeException $error ) {
			if ( 404 === $error->http_status() ) {
				return null;
			}
			throw $error;
		}
		return 'canceled' === ( $intent['status'] ?? '' ) ? null : $intent;
	}

	/**
	 * Whether the intent waits for the shopper.
	 *
	 * @param array<string, mixed> $intent The PaymentIntent.
	 */
	private static function is_reusable( array $intent ): bool {
		return in_array( $intent['status'] ?? '', self::REUSABLE, true );
	}

	/**
	 * Confirms the order's waiting intent with this attempt's parameters: the amount and currency updated first when
	 * the order's changed, then the confirmation (method, types, options, return address). An intent the browser
	 * confirms (`confirm` false) is only updated with them.
	 *
	 * @param WC_Order             $order   The order.
	 * @param array<string, mixed> $intent  The waiting PaymentIntent.
	 * @param array<string, mixed> $params  The parameters a new intent would have been created with.
	 * @param int                  $attempt The attempt, for the idempotency keys.
	 * @return array<string, mixed> The confirmed PaymentIntent.
	 * @throws StripeException When Stripe refuses.
	 */
	private function confirm_again( WC_Order $order, array $intent, array $params, int $attempt ): array {
		$id = StripeObject::text( $intent, 'id' );
		if ( false === ( $params['confirm'] ?? true ) ) {
			// Made for the browser to confirm (MethodOptions: pre-authorised debit's bank dialog): brought up to date only.
			return $this->client->post(
				'payment_intents/' . $id,
				array_diff_key( $params, array_flip( self::NOT_UPDATED ) ),
				[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'payment-update', $attempt ) ]
			);
		}
		$update = [];
		if ( StripeObject::amount( $intent, 'amount' ) !== ( $params['amount'] ?? null ) || StripeObject::text( $intent, 'currency' ) !== ( $params['currency'] ?? null ) ) {
			$update = [
				'amount'   => $params['amount'],
				'currency' => $params['currency'],
			];
		}
		if ( isset( $params['customer'] ) && StripeObject::id( $intent, 'customer' ) !== $params['customer'] ) {
			$update['customer'] = $params['customer'];
		}
		if ( [] !== $update ) {
			$this->client->post( 'payment_intents/' . $id, $update, [ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'payment-update', $attempt ) ] );
		}
		return $this->client->post(
			'payment_intents/' . $id . '/confirm',
			array_diff_key( $params, array_flip( self::NOT_CONFIRMED ) ),
			[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'payment-confirm', $attempt ) ]
		);
	}

	/**
	 * Cancels the intent at Stripe, so it can never charge, and notes it on the order.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $intent_id The intent.
	 * @throws StripeException When Stripe refuses (then no new intent is made).
	 */
	private function cancel( WC_Order $order, string $intent_id ): void {
		$this->client->post(
			'payment_intents/' . $intent_id . '/cancel',
			[ 'cancellation_reason' => 'abandoned' ],
			[ 'idempotency_key' => IdempotencyKey::for_order( $order->get_id(), 'cancel-' . $intent_id, 1 ) ]
		);
		/* translators: %s: PaymentIntent id. */
		$order->add_order_note( sprintf( __( 'Stripe PaymentIntent %s was cancelled: the order is paid with a new one.', 'shop-stripe-gateway' ), $intent_id ) );
	}
}
