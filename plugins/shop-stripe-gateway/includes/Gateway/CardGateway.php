<?php
/**
 * The card payment method as a WooCommerce gateway.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Api\ClientFactory;
use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Checkout\PaymentFields;
use ShopStripeGateway\Order\StripeAmount;
use ShopStripeGateway\Payments\IntentOutcome;
use ShopStripeGateway\Payments\PaymentIntents;
use ShopStripeGateway\Payments\Refunds;
use WC_Order;
use WC_Payment_Gateway;

/**
 * The card gateway. It is disabled by default and never offered without the API keys of its mode.
 * Its hooks are added by the Gateways service, not here.
 */
final class CardGateway extends WC_Payment_Gateway {

	/**
	 * Gateway id, also the block checkout's payment method name (src/checkout/constants.ts). The replaced WooCommerce
	 * Stripe Gateway's id: its settings (same option, same keys) and its saved tokens carry over.
	 */
	public const ID = 'stripe';

	/** The checkout field carrying the PaymentMethod id the browser created. */
	public const PAYMENT_METHOD_FIELD = 'shop_stripe_payment_method';

	/** Option where WooCommerce's settings API stores this gateway's settings (plugin_id + id + '_settings'). */
	public const SETTINGS_OPTION = 'woocommerce_stripe_settings';

	/**
	 * Constructor: reads the settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->method_title       = __( 'Card (Shop Stripe Gateway)', 'shop-stripe-gateway' );
		$this->method_description = __( 'Card payments through Stripe. Not ready yet: the card form shoppers pay with is still to come.', 'shop-stripe-gateway' );
		$this->has_fields         = true;
		$this->supports           = [ 'products', 'refunds' ];

		$this->init_form_fields();
		$this->init_settings();

		$this->title       = $this->get_option( 'title' );
		$this->description = $this->get_option( 'description' );
	}

	/**
	 * Settings shown on WooCommerce > Settings > Payments > Card (Shop Stripe Gateway).
	 */
	public function init_form_fields(): void {
		$this->form_fields = SettingsFields::all();
	}

	/**
	 * A key or webhook secret as WooCommerce's settings API saves it (it calls validate_<field>_field() by name): a
	 * malformed one is refused with a message on the settings screen, and the saved value stays.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	private function checked_key( string $key, $value ): string {
		// Checked before any sanitising: stripping markup could turn a bad paste into '' and remove the saved key.
		$value   = trim( is_scalar( $value ) ? wp_unslash( (string) $value ) : '' );
		$problem = KeyFormats::problem( $key, $value );
		if ( null === $problem ) {
			return $value; // Empty, or of the key's own characters only.
		}
		\WC_Admin_Settings::add_error( $problem );
		return (string) $this->get_option( $key );
	}

	/**
	 * Checks the test publishable key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_test_publishable_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the test secret key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_test_secret_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the test webhook secret on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_test_webhook_secret_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the publishable key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_publishable_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the secret key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_secret_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the webhook secret on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_webhook_secret_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * The payment box of the classic pages: the Payment Element's container and the PaymentMethod field
	 * (Checkout\PaymentFields; the browser side is src/frontend/).
	 */
	public function payment_fields(): void {
		( new PaymentFields( $this ) )->render();
	}

	/**
	 * Offered at checkout only when enabled and given both API keys of its mode.
	 */
	public function is_available(): bool {
		return parent::is_available() && self::has_keys( $this->settings );
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
	 * Pays the order with the PaymentMethod the browser created (`shop_stripe_payment_method` in the checkout's POST;
	 * the block checkout's payment data arrives there too): creates and confirms the PaymentIntent, then applies its
	 * status (IntentOutcome). A decline or an unreachable Stripe leaves the order unpaid with the catalogue's text.
	 * WooCommerce has checked the checkout's nonce before calling this.
	 *
	 * @param int $order_id Order id.
	 * @return array{result: string, redirect?: string}
	 */
	public function process_payment( $order_id ): array {
		$order          = wc_get_order( $order_id );
		$payment_method = isset( $_POST[ self::PAYMENT_METHOD_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::PAYMENT_METHOD_FIELD ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		if ( ! $order instanceof WC_Order || ! preg_match( '/^pm_[A-Za-z0-9]+$/', $payment_method ) ) {
			wc_add_notice( ErrorMessages::all()['invalid_payment_details'], 'error' );
			return [ 'result' => 'failure' ];
		}
		try {
			$intent = ( new PaymentIntents( ClientFactory::from_settings() ) )->confirm( $order, $payment_method, 'no' === $this->get_option( 'capture', 'yes' ) );
		} catch ( StripeException $error ) {
			/* translators: %s: Stripe's technical message. */
			$order->update_status( 'failed', sprintf( __( 'Stripe refused the payment: %s', 'shop-stripe-gateway' ), $error->getMessage() ) );
			wc_add_notice( $error->customer_message(), 'error' );
			return [ 'result' => 'failure' ];
		}
		return ( new IntentOutcome() )->apply( $order, $intent );
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
			$refund = ( new Refunds( ClientFactory::from_settings() ) )->refund( $order, (float) $amount, (string) $reason );
		} catch ( StripeException | \InvalidArgumentException $error ) {
			return new \WP_Error( 'shop_stripe_refund', $error->getMessage() );
		}
		/* translators: %1$s: amount and currency, %2$s: Stripe refund id. */
		$order->add_order_note( sprintf( __( 'Refunded %1$s through Stripe (%2$s).', 'shop-stripe-gateway' ), StripeAmount::format( StripeAmount::to_minor( (float) $amount, $order->get_currency() ), $order->get_currency() ), $refund ) );
		return true;
	}
}
