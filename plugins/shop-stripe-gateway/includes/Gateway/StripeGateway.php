<?php
/**
 * What every Stripe payment method's gateway shares.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Payments\CheckoutPayment;
use ShopStripeGateway\Payments\ChosenMethod;
use ShopStripeGateway\Payments\Refunds;
use ShopStripeGateway\SavedCards\AddPaymentMethod;
use WC_Order;
use WC_Payment_Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * One base, small configuration classes above it (CardGateway, MethodGateway). The keys, capture and saved-card
 * settings are the card gateway's (one Stripe account, one switchboard); a method is offered when Stripe is on, the
 * method is among the enabled ones, both keys of the mode are set and the shop's currency is one Stripe takes it in.
 * Hooks are added by the Gateways service, never here. The client and the settings are the plugin's (Plugin composes
 * them; Gateways hands WooCommerce instances, never a class name to build).
 */
abstract class StripeGateway extends WC_Payment_Gateway {

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client          The plugin's Stripe client.
	 * @param GatewaySettings $stripe_settings The card gateway's settings (`$settings` is WooCommerce's: this
	 *                                         gateway's own form values).
	 */
	public function __construct( protected readonly StripeClient $client, protected readonly GatewaySettings $stripe_settings ) {}

	/** The card gateway's settings, which every method's payment box reads (Checkout\PaymentFields). */
	public function stripe_settings(): GatewaySettings {
		return $this->stripe_settings;
	}

	/** The methods a payment box offers and the one a checkout chose, by the card gateway's settings. */
	public function chosen_method(): ChosenMethod {
		return new ChosenMethod( $this->stripe_settings );
	}

	/** The method this gateway takes payments with. */
	abstract public function method(): Method;

	/**
	 * Offered at checkout only when enabled, with both API keys of the mode, among the enabled methods and in a
	 * currency Stripe takes the method in.
	 */
	public function is_available(): bool {
		return parent::is_available()
			&& $this->stripe_settings->keys()->complete()
			&& $this->stripe_settings->methods()->has( $this->method()->id )
			&& $this->method()->accepts_currency( get_woocommerce_currency() );
	}

	/**
	 * Whether settings hold both API keys of the mode they choose.
	 *
	 * @param array<string, mixed> $settings Gateway settings.
	 */
	public static function has_keys( array $settings ): bool {
		return ApiKeys::from_settings( $settings )->complete();
	}

	/**
	 * Pays the order with what the checkout posted: a new PaymentMethod from the browser, or a saved card of the
	 * shopper's (CheckoutPayment). WooCommerce has checked the checkout's nonce before calling this.
	 *
	 * @param int $order_id Order id.
	 * @return array{result: string, redirect?: string}
	 */
	public function process_payment( $order_id ): array {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof WC_Order ) {
			wc_add_notice( ErrorMessages::all()['invalid_payment_details'], 'error' );
			return [ 'result' => 'failure' ];
		}
		$capture = $this->stripe_settings->is_on( 'capture', true );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checked the checkout's nonce.
		return ( new CheckoutPayment( $this->client, $this->stripe_settings ) )->pay( $order, $this->method(), wp_unslash( $_POST ), ! $capture );
	}

	/**
	 * Saves a card from My account > Add payment method, after the browser confirmed its SetupIntent
	 * (create_and_confirm_setup_intent).
	 *
	 * @return array{result: string, redirect: string}
	 */
	public function add_payment_method(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checked the form's nonce.
		return ( new AddPaymentMethod( $this->client ) )->complete( get_current_user_id(), wp_unslash( $_POST ) );
	}

	/**
	 * Refunds from the order screen, full or partial (Refunds). WooCommerce shows a WP_Error's message to the admin
	 * and removes the refund it had created.
	 *
	 * @param int        $order_id Order id.
	 * @param float|null $amount   Amount to refund.
	 * @param string     $reason   The admin's reason.
	 * @return bool|\WP_Error
	 */
	public function process_refund( $order_id, $amount = null, $reason = '' ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof WC_Order ) {
			return new \WP_Error( 'shop_stripe_refund', __( 'The order could not be found.', 'shop-stripe-gateway' ) );
		}
		try {
			$refund = ( new Refunds( $this->client ) )->refund( $order, (float) $amount, (string) $reason );
		} catch ( StripeException | \InvalidArgumentException $error ) {
			return new \WP_Error( 'shop_stripe_refund', $error->getMessage() );
		}
		/* translators: %1$s: amount and currency, %2$s: Stripe refund id. */
		$order->add_order_note( sprintf( __( 'Refunded %1$s through Stripe (%2$s).', 'shop-stripe-gateway' ), StripeAmount::format( StripeAmount::to_minor( (float) $amount, $order->get_currency() ), $order->get_currency() ), $refund ) );
		return true;
	}
}
