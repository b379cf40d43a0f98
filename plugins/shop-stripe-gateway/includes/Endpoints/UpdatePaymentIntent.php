<?php
/**
 * `?wc-ajax=wc_stripe_update_payment_intent` (spec 7, call 4).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\SavedCards\Customers;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * POST stripe_order_id, payment_intent_id, save_payment_method, selected_upe_payment_type, order_key (guests),
 * nonce: brings the order's own PaymentIntent up to date (amount, currency, chosen method, future use when saving)
 * before the browser confirms it. SetupIntent ids (seti_) are skipped: success, no call (spec 5). Only the order's
 * owner may: its key, or the logged-in customer it belongs to. Answers as the checkout does: `{ result: 'success' }`
 * or `{ result: 'failure', messages }`, the messages as WooCommerce's error notice.
 */
final class UpdatePaymentIntent extends AjaxEndpoint {

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client   The plugin's Stripe client.
	 * @param GatewaySettings $settings The card gateway's settings (which methods are on).
	 */
	public function __construct( private StripeClient $client, private GatewaySettings $settings ) {}

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_update_payment_intent';
	}

	/**
	 * The nonce action.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function nonce_action( array $input ): string {
		return ClientSettings::NONCES['updatePaymentIntent'];
	}

	/**
	 * A refusal as the checkout answers one.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message Customer-safe message.
	 */
	protected function refuse( int $status, string $message ): Answer {
		return new Answer(
			$status,
			[
				'result'   => 'failure',
				'messages' => wc_print_notice( esc_html( $message ), 'error', [], true ),
			]
		);
	}

	/**
	 * Updates the intent.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function handle( array $input ): Answer {
		$intent_id = self::text( $input, 'payment_intent_id' );
		if ( str_starts_with( $intent_id, 'seti_' ) ) {
			return new Answer( 200, [ 'result' => 'success' ] );
		}
		$order = OrderIntent::order( $input['stripe_order_id'] ?? null );
		if ( null === $order ) {
			return $this->refuse( 404, __( 'The order could not be found.', 'shop-stripe-gateway' ) );
		}
		if ( ! OrderIntent::is_owner( $order, self::text( $input, 'order_key' ) ) ) {
			return $this->refuse( 403, __( 'This order belongs to another customer.', 'shop-stripe-gateway' ) );
		}
		if ( ! str_starts_with( $intent_id, 'pi_' ) || ! OrderIntent::is_own( $order, $intent_id ) ) {
			return $this->refuse( 400, ErrorMessages::all()['payment_failed'] );
		}
		if ( ! $order->needs_payment() ) {
			return $this->refuse( 409, __( 'This order has already been paid.', 'shop-stripe-gateway' ) );
		}
		$method = Methods::get( self::text( $input, 'selected_upe_payment_type' ) );
		if ( null === $method || ! $this->settings->methods()->has( $method->id ) || ! $method->accepts_currency( $order->get_currency() ) ) {
			return $this->refuse( 400, ErrorMessages::all()['invalid_payment_details'] );
		}

		$currency = $order->get_currency();
		$params   = [
			'amount'               => StripeAmount::to_minor( $order->get_total(), $currency ),
			'currency'             => strtolower( $currency ),
			'payment_method_types' => [ $method->id ],
			'metadata'             => [
				'order_id'  => (string) $order->get_id(),
				'order_key' => $order->get_order_key(),
				'site_url'  => home_url(),
			],
		];
		$save     = is_scalar( $input['save_payment_method'] ?? null ) && wc_string_to_bool( (string) $input['save_payment_method'] );
		if ( $save && $method->reusable && $order->get_customer_id() > 0 ) {
			$params['customer']           = ( new Customers( $this->client ) )->for_user( $order->get_customer_id() );
			$params['setup_future_usage'] = 'off_session';
		}
		$this->client->post( 'payment_intents/' . $intent_id, $params );
		return new Answer( 200, [ 'result' => 'success' ] );
	}
}
