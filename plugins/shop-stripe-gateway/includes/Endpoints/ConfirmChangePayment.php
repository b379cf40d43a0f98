<?php
/**
 * `?wc-ajax=wc_stripe_confirm_change_payment` (spec 7, call 7, on the change-payment page).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\SavedCards\Customers;
use ShopStripeGateway\SavedCards\OrderPaymentMethod;

defined( 'ABSPATH' ) || exit;

/**
 * POST order_id, intent_id, payment_method_id and the nonce of the return link's hash (as update_order_status):
 * after the browser confirmed the intent of a change of payment method, the order (or subscription) takes the new
 * method: its gateway, the PaymentMethod and customer in its meta, and a card becomes the shopper's token, added to
 * the order. The intent, the order's own, is read from Stripe and must have succeeded with that PaymentMethod; the
 * order must be the logged-in shopper's. Answer `{ success: true, data: { return_url } }` (the order's page).
 */
final class ConfirmChangePayment extends AjaxEndpoint {

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_confirm_change_payment';
	}

	/**
	 * The per-order nonce the confirm hash carries.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function nonce_action( array $input ): string {
		return IntentOutcome::CONFIRM_NONCE . self::text( $input, 'order_id' );
	}

	/**
	 * Gives the order its new payment method.
	 *
	 * @param array<string, mixed> $input order_id, intent_id, payment_method_id.
	 */
	protected function handle( array $input ): Answer {
		$order     = OrderIntent::order( $input['order_id'] ?? null );
		$intent_id = self::text( $input, 'intent_id' );
		$user_id   = get_current_user_id();
		if ( null === $order ) {
			return $this->refuse( 404, __( 'The order could not be found.', 'shop-stripe-gateway' ) );
		}
		if ( $user_id <= 0 || $order->get_customer_id() !== $user_id ) {
			return $this->refuse( 403, __( 'This order belongs to another customer.', 'shop-stripe-gateway' ) );
		}
		if ( ! OrderIntent::is_own( $order, $intent_id ) ) {
			return $this->refuse( 400, __( 'This payment does not belong to the order.', 'shop-stripe-gateway' ) );
		}
		$path   = ( str_starts_with( $intent_id, 'seti_' ) ? 'setup_intents/' : 'payment_intents/' ) . $intent_id;
		$intent = $this->client->get( $path, [ 'expand' => [ 'payment_method' ] ] );
		$method = is_array( $intent['payment_method'] ?? null ) ? $intent['payment_method'] : [];
		$posted = self::text( $input, 'payment_method_id' );
		if ( ! in_array( $intent['status'] ?? '', [ 'succeeded', 'processing', 'requires_capture' ], true ) ) {
			$error = $intent['last_setup_error']['message'] ?? $intent['last_payment_error']['message'] ?? null;
			return $this->refuse( 409, is_string( $error ) ? $error : ErrorMessages::all()['payment_failed'] );
		}
		if ( '' === (string) ( $method['id'] ?? '' ) || ( '' !== $posted && $posted !== $method['id'] ) ) {
			return $this->refuse( 400, ErrorMessages::all()['invalid_payment_details'] );
		}
		OrderPaymentMethod::assign_object( $order, $method, is_string( $intent['customer'] ?? null ) ? $intent['customer'] : Customers::stored( $user_id ) );
		return Answer::success( [ 'return_url' => $order->get_view_order_url() ] );
	}
}
