<?php
/**
 * The shopper's return from a bank or wallet page to the order-received page.
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
use ShopStripeGateway\Order\IntentIds;
use ShopStripeGateway\Order\OrderLock;
use ShopStripeGateway\Order\OrderLockTimeout;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Order\PaymentState;
use ShopStripeGateway\Kit\Service;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * After a redirect (NextAction: iDEAL, Bancontact, Klarna…) Stripe sends the shopper back to the intent's return_url,
 * the order-received page, with `payment_intent` and `redirect_status` added. The webhook settles the order too, but
 * a shop whose webhook is missing or late would show "pending" to a shopper who has paid (the replaced gateway's
 * "stuck in pending" reports), so the return reads the intent once: paid, processing or authorised go through
 * IntentOutcome (never paid twice: it checks PaymentState), a refused payment fails the order and sends the shopper
 * to pay again with Stripe's reason (only for its current intent). Only an unpaid pending order of ours, reached with
 * its own key and one of the intents it had (IntentIds), is looked up (or a paid one returning from another of its
 * intents, whose success is then refunded); every change is made under the order's lock
 * (OrderLock), so the webhook arriving at the same moment never completes it twice. The shopper is then redirected
 * to the plain order-received address, so a reload (or a cached copy) never calls Stripe again.
 */
final class RedirectReturn implements Service {

	/** Look-ups per order and minute: a shopper returns once; more is someone replaying the address. */
	private const PER_MINUTE = 5;

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/** Adds the hook. */
	public function register(): void {
		add_action( 'template_redirect', [ $this, 'on_return' ] );
	}

	/**
	 * On the order-received page reached with `payment_intent`: settles the order, then redirects.
	 */
	public function on_return(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Stripe's return link; the order key is the check.
		if ( ! isset( $_GET['payment_intent'], $_GET['key'] ) || ! function_exists( 'is_order_received_page' ) || ! is_order_received_page() ) {
			return;
		}
		$order = wc_get_order( absint( get_query_var( 'order-received' ) ) );
		$url   = $order instanceof WC_Order
			? $this->settle( $order, sanitize_text_field( wp_unslash( $_GET['key'] ) ), sanitize_text_field( wp_unslash( $_GET['payment_intent'] ) ) )
			: null;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( null !== $url && wp_safe_redirect( $url ) ) {
			exit;
		}
	}

	/**
	 * Settles the order from its intent; where the shopper goes next, or null when the address is not the order's.
	 *
	 * @param WC_Order $order     The order of the page.
	 * @param string   $key       The page's order key.
	 * @param string   $intent_id The intent Stripe named.
	 */
	public function settle( WC_Order $order, string $key, string $intent_id ): ?string {
		if ( ! hash_equals( $order->get_order_key(), $key ) || null === Methods::for_gateway( $order->get_payment_method() )
			|| ! preg_match( '/^pi_[A-Za-z0-9]+$/', $intent_id ) || ! in_array( $intent_id, IntentIds::all( $order ), true ) ) {
			return null;
		}
		$received = $order->get_checkout_order_received_url();
		if ( ( ! self::may_pay_twice( $order, $intent_id ) && ( PaymentState::was_paid( $order ) || ! $order->has_status( 'pending' ) ) )
			|| ! RateLimit::allow( 'redirect_return|order-' . $order->get_id(), self::PER_MINUTE ) ) {
			return $received;
		}
		try {
			$intent = $this->client->get( 'payment_intents/' . $intent_id );
			return $this->follow( $order, $intent_id, $intent ) ?? $received;
		} catch ( StripeException | OrderLockTimeout $error ) {
			return $received; // Stripe unreachable, or another path settling it: the page says what WooCommerce knows.
		}
	}

	/**
	 * Whether the return is from an intent other than the one that paid the order (a bank page of a superseded
	 * attempt): it is read, so a success is refunded (PaymentCompletion) even in a shop with no webhook.
	 *
	 * @param WC_Order $order     The order.
	 * @param string   $intent_id The intent Stripe named.
	 */
	private static function may_pay_twice( WC_Order $order, string $intent_id ): bool {
		$paid_by = (string) $order->get_meta( OrderMeta::PAID_INTENT );
		return PaymentState::was_paid( $order ) && '' !== $paid_by && $paid_by !== $intent_id;
	}

	/**
	 * Makes the order follow the intent; the shopper's next address when it is not the order-received page.
	 *
	 * @param WC_Order             $order     The order.
	 * @param string               $intent_id The intent.
	 * @param array<string, mixed> $intent    The intent as Stripe has it.
	 * @throws OrderLockTimeout When another process keeps the order.
	 */
	private function follow( WC_Order $order, string $intent_id, array $intent ): ?string {
		$status = (string) ( $intent['status'] ?? '' );
		if ( in_array( $status, [ 'succeeded', 'processing', 'requires_capture' ], true ) ) {
			( new IntentOutcome( $this->client ) )->apply( $order, $intent );
			return null;
		}
		if ( in_array( $status, [ 'requires_payment_method', 'canceled' ], true ) && $order->get_meta( OrderMeta::INTENT_ID ) === $intent_id ) {
			$reason = $intent['last_payment_error']['message'] ?? null;
			$reason = is_string( $reason ) ? $reason : ErrorMessages::all()['payment_failed'];
			$failed = OrderLock::run( $order->get_id(), static function ( WC_Order $fresh ) use ( $intent_id, $reason ): bool {
				if ( PaymentState::was_paid( $fresh ) || ! $fresh->has_status( 'pending' ) ) {
					return false; // The webhook settled it meanwhile.
				}
				/* translators: %1$s: PaymentIntent id, %2$s: Stripe's reason. */
				$fresh->update_status( 'failed', sprintf( __( 'Stripe PaymentIntent %1$s was not paid: %2$s', 'shop-stripe-gateway' ), $intent_id, $reason ) );
				return true;
			} );
			if ( $failed ) {
				wc_add_notice( $reason, 'error' );
				return $order->get_checkout_payment_url();
			}
		}
		return null;
	}
}
